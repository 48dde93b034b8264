import type { EntityDef, PageDef } from "@erp/api/entities";
import type { ComponentType, LazyExoticComponent } from "react";

/** What an entity's screen gets: its declaration (from the registry the API serves). */
export type ScreenProps = { entity: EntityDef };
export type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

/** What a page's screen gets: its declaration. */
export type PageProps = { page: PageDef };
export type PageScreen = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;
