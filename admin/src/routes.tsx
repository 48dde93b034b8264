import type { EntityDef } from "@erp/api/entities";
import { NavigateToResource } from "@refinedev/react-router";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { allowsOperation, type ScreenKind } from "./crud/entity";
import { genericScreens } from "./crud/screens";
import { AppLayout } from "./layout/AppLayout";
import { Loading } from "./pages/Loading";
import { NotFound } from "./pages/NotFound";
import { overrides } from "./pages/overrides";

const paths: Record<ScreenKind, (route: string) => string> = {
  list: (route) => route,
  create: (route) => `${route}/create`,
  edit: (route) => `${route}/edit/:id`,
  show: (route) => `${route}/show/:id`,
};

/** The resource's override for a screen if it has one, else the generic screen. */
export const screenFor = (entity: EntityDef, kind: ScreenKind) => overrides[entity.name]?.[kind] ?? genericScreens[kind];

/** Up to four routes per entity (the same paths as its Refine resource), a 404 for anything else. */
export const AppRoutes = ({ entities }: { entities: readonly EntityDef[] }) => (
  <Routes>
    <Route element={<AppLayout />}>
      <Route index element={<NavigateToResource />} />
      {entities.flatMap((entity) =>
        (Object.keys(paths) as ScreenKind[]).filter((kind) => kind === "list" || kind === "show" || allowsOperation(entity, kind)).map((kind) => {
          const Screen = screenFor(entity, kind);
          return (
            <Route
              key={`${entity.name}:${kind}`}
              path={paths[kind](entity.route)}
              element={
                <Suspense fallback={<Loading />}>
                  {/* keyed: two resources never share one mounted screen (hooks per field) */}
                  <Screen key={entity.name} entity={entity} />
                </Suspense>
              }
            />
          );
        }),
      )}
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
);
