import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { Registry } from "@erp/api/entities";
import { App } from "../App";
import type { PageScreen } from "../screens";
import { memoryProvider, type Tables } from "./memoryProvider";
import { demoSession, fakeAuthServer } from "./authServer";

type Options = {
  estimated?: boolean;
  /** The signed-in user's roles (default ADMIN); null: nobody signed in. */
  roles?: string[] | null;
  /** What GET /api/meta/entities answers (default: the test registry). */
  registry?: Registry;
  /** Screens of fixture pages. */
  pages?: Record<string, PageScreen>;
};

/**
 * Renders the real App at `path`: the in-memory test provider instead of the REST API, and the
 * real authProvider over a scripted /api/auth whose session holds `roles`.
 */
export const renderApp = (path: string, tables: Tables, options: Options = {}) => {
  const memory = memoryProvider(tables, options);
  const auth = fakeAuthServer();
  const roles = options.roles === undefined ? ["ADMIN"] : options.roles;
  auth.replies["GET /api/auth/session"] = { status: 200, data: roles ? demoSession(roles) : null };
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = render(<App dataProvider={memory.provider} Router={Router} pages={options.pages} />);
  return { ...view, ...memory, auth };
};

/** The seed-like data the App tests run on. */
export const sampleTables = (): Tables => ({
  "product-categories": [
    { id: 1, name: "Hardware", description: null, created_at: "2024-05-01T08:00:00Z", updated_at: "2024-05-01T08:00:00Z", deleted_at: null },
    { id: 2, name: "Software", description: "Licences", created_at: "2024-05-01T08:00:00Z", updated_at: "2024-05-01T08:00:00Z", deleted_at: null },
  ],
  products: [
    {
      id: 1,
      code: "P-001",
      name: "Keyboard",
      category_id: 1,
      price: "1234.5",
      uom: "pcs",
      description: null,
      created_at: "2024-05-02T08:00:00Z",
      updated_at: "2024-05-02T08:00:00Z",
      deleted_at: null,
    },
    {
      id: 2,
      code: "P-002",
      name: "Office suite",
      category_id: 2,
      price: "99.00",
      uom: "licence",
      description: null,
      created_at: "2024-05-03T08:00:00Z",
      updated_at: "2024-05-03T08:00:00Z",
      deleted_at: null,
    },
    {
      id: 3,
      code: "P-003",
      name: "Old mouse",
      category_id: 1,
      price: "5.00",
      uom: "pcs",
      description: null,
      created_at: "2024-05-03T08:00:00Z",
      updated_at: "2024-05-03T08:00:00Z",
      deleted_at: new Date().toISOString(),
    },
  ],
});
