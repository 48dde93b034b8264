import type { EntityDef } from "@erp/api/entities";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { RequireSession } from "./auth/RequireSession";
import { RouteGuard } from "./auth/RouteGuard";
import { allowsOperation, type ScreenKind } from "./crud/entity";
import { genericScreens } from "./crud/screens";
import { Home } from "./pages/Home";
import { pageScreenOf } from "./pages";
import { FullPageLoading, Loading } from "./pages/Loading";
import { NotFound } from "./pages/NotFound";
import { overrideOf } from "./pages/overrides";
import { loginPath } from "./providers/session";
import { RegistryGate } from "./registry/RegistryGate";
import { useRegistry } from "./registry/RegistryContext";
import type { PageScreen } from "./screens";

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
export const screenFor = (entity: EntityDef, kind: ScreenKind) => overrideOf(entity.name, kind) ?? genericScreens[kind];

type Props = {
  /** Page screens besides the product's own (tests render fixture pages). */
  pages?: Readonly<Record<string, PageScreen>>;
};

/**
 * Inside the signed-in layout, from the registry: up to four routes per entity (the same paths as its
 * Refine resource) and one per page, each only for roles the policy allows, and a 404.
 */
const SignedInRoutes = ({ pages }: Props) => {
  const registry = useRegistry();
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<FullPageLoading />}>
            <AppLayout />
          </Suspense>
        }
      >
        <Route index element={<Home />} />
        {registry.entities.flatMap((entity) =>
          (Object.keys(paths) as ScreenKind[])
            .filter((kind) => kind === "list" || kind === "show" || allowsOperation(entity, kind))
            .map((kind) => {
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
        {registry.pages.flatMap((page) => {
          const Screen = pages?.[page.name] ?? pageScreenOf(page);
          if (!Screen) return [];
          return [
            <Route
              key={`page:${page.name}`}
              path={page.route}
              element={
                <RouteGuard resource={page.name} action="list">
                  <Suspense fallback={<Loading />}>
                    <Screen key={page.name} page={page} />
                  </Suspense>
                </RouteGuard>
              }
            />,
          ];
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
};

/** The login page on its own; everything else needs a session and the registry, then the layout. */
export const AppRoutes = ({ pages }: Props) => (
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
      path="*"
      element={
        <RequireSession>
          <RegistryGate>
            <SignedInRoutes pages={pages} />
          </RegistryGate>
        </RequireSession>
      }
    />
  </Routes>
);
