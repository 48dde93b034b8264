import type { EntityDef } from "@erp/api/entities";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ScreenKind } from "./entity";

export type ScreenProps = { entity: EntityDef };
export type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

/** The generic screens, each loaded on first use. */
export const genericScreens: Record<ScreenKind, Screen> = {
  list: lazy(() => import("./ListPage")),
  create: lazy(() => import("./CreatePage")),
  edit: lazy(() => import("./EditPage")),
  show: lazy(() => import("./ShowPage")),
};
