import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { Registry } from "@erp/api/entities";
import { i18nProvider } from "../providers/i18n";
import { RegistryProvider } from "../registry/RegistryContext";
import { testRegistry } from "./registry";

const noFetch = () => Promise.reject(new Error("the test registry is given"));

/** Refine around a component under test, over the in-memory TEST provider (see memoryProvider.ts) and the test registry. */
export const TestRefine = ({
  dataProvider,
  registry = testRegistry,
  children,
}: {
  dataProvider: DataProvider;
  registry?: Registry;
  children: ReactNode;
}) => (
  <MemoryRouter>
    <RegistryProvider fetch={noFetch} initial={registry}>
      <AntdApp>
        <Refine dataProvider={dataProvider} routerProvider={routerProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
          {children}
        </Refine>
      </AntdApp>
    </RegistryProvider>
  </MemoryRouter>
);
