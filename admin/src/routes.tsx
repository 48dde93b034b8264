import type { EntityDef } from "@erp/api/entities";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { RequireSession } from "./auth/RequireSession";
import { RouteGuard } from "./auth/RouteGuard";
import { allowsOperation, type ScreenKind } from "./crud/entity";
import { genericScreens } from "./crud/screens";
import { Home } from "./pages/Home";
import { FullPageLoading, Loading } from "./pages/Loading";
import { NotFound } from "./pages/NotFound";
import { overrides } from "./pages/overrides";
import { loginPath } from "./providers/session";

// Loaded on first use: the login page does not wait for the layout, nor the layout for the login page.
const AppLayout = lazy(() => import("./layout/AppLayout"));
const LoginPage = lazy(() => import("./pages/auth/LoginPage"));

const paths: Record<ScreenKind, (route: string) => string> = {
  list: (route) => route,
  create: (route) => `${route}/create`,
  edit: (route) => `${route}/edit/:id`,
  show: (route) => `${route}/show/:id`,
};

/** The resource's override for a screen if it has one, else the generic screen. */
export const screenFor = (entity: EntityDef, kind: ScreenKind) => overrides[entity.name]?.[kind] ?? genericScreens[kind];

/**
 * The login page on its own; everything else inside the signed-in layout: up to four routes per
 * entity (the same paths as its Refine resource), each only for roles the policy allows, and a 404.
 */
export const AppRoutes = ({ entities }: { entities: readonly EntityDef[] }) => (
  <Routes>
    <Route
      path={loginPath}
      element={
        <Suspense fallback={<FullPageLoading />}>
          <LoginPage />
        </Suspense>
      }
    />
    <Route
      element={
        <RequireSession>
          <Suspense fallback={<FullPageLoading />}>
            <AppLayout />
          </Suspense>
        </RequireSession>
      }
    >
      <Route index element={<Home entities={entities} />} />
      {entities.flatMap((entity) =>
        (Object.keys(paths) as ScreenKind[]).filter((kind) => kind === "list" || kind === "show" || allowsOperation(entity, kind)).map((kind) => {
          const Screen = screenFor(entity, kind);
          return (
            <Route
              key={`${entity.name}:${kind}`}
              path={paths[kind](entity.route)}
              element={
                <RouteGuard resource={entity.name} action={kind}>
                  <Suspense fallback={<Loading />}>
                    {/* keyed: two resources never share one mounted screen (hooks per field) */}
                    <Screen key={entity.name} entity={entity} />
                  </Suspense>
                </RouteGuard>
              }
            />
          );
        }),
      )}
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
);
