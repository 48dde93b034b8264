import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { App } from "../App";
import { memoryProvider, type Tables } from "./memoryProvider";

/** Renders the real App at `path`, with the in-memory test provider instead of the REST API. */
export const renderApp = (path: string, tables: Tables, options: { estimated?: boolean } = {}) => {
  const memory = memoryProvider(tables, options);
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = render(<App dataProvider={memory.provider} Router={Router} />);
  return { ...view, ...memory };
};

/** The seed-like data the App tests run on. */
export const sampleTables = (): Tables => ({
  "product-categories": [
    { id: 1, name: "Hardware", description: null, created_at: "2024-05-01T08:00:00Z", updated_at: "2024-05-01T08:00:00Z", deleted_at: null },
    { id: 2, name: "Software", description: "Licences", created_at: "2024-05-01T08:00:00Z", updated_at: "2024-05-01T08:00:00Z", deleted_at: null },
  ],
  products: [
    { id: 1, code: "P-001", name: "Keyboard", category_id: 1, price: "1234.5", uom: "pcs", description: null, created_at: "2024-05-02T08:00:00Z", updated_at: "2024-05-02T08:00:00Z", deleted_at: null },
    { id: 2, code: "P-002", name: "Office suite", category_id: 2, price: "99.00", uom: "licence", description: null, created_at: "2024-05-03T08:00:00Z", updated_at: "2024-05-03T08:00:00Z", deleted_at: null },
    { id: 3, code: "P-003", name: "Old mouse", category_id: 1, price: "5.00", uom: "pcs", description: null, created_at: "2024-05-03T08:00:00Z", updated_at: "2024-05-03T08:00:00Z", deleted_at: new Date().toISOString() },
  ],
});
