import { lazy } from "react";
import type { Screen } from "../screens";
import type { ScreenKind } from "./entity";

/** The generic screens, each loaded on first use. */
export const genericScreens: Record<ScreenKind, Screen> = {
  list: lazy(() => import("./ListPage")),
  create: lazy(() => import("./CreatePage")),
  edit: lazy(() => import("./EditPage")),
  show: lazy(() => import("./ShowPage")),
};
