import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { i18nProvider } from "../providers/i18n";

/** Refine around a component under test, over the in-memory TEST provider (see memoryProvider.ts). */
export const TestRefine = ({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) => (
  <MemoryRouter>
    <AntdApp>
      <Refine dataProvider={dataProvider} routerProvider={routerProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    </AntdApp>
  </MemoryRouter>
);
