/**
 * TEST FIXTURES: entities and pages of no real module, in the real menu groups, so the menu and
 * access tests stay true whatever the modules add, move or rename. Their labels are added to i18n
 * here (real modules keep theirs in locales/).
 */
import { defineEntity, definePage, type EntityDef } from "@erp/api/entities";
import i18n from "../providers/i18n";
import { registryOf } from "./registry";

const fields = { title: { type: "string", required: true, sortable: true, filterable: true, searchable: true } } as const;
const sort = { field: "title", order: "asc" } as const;

export const fixtureEntities = {
  widgets: defineEntity({
    name: "fx-widgets",
    table: "fx_widgets",
    group: "sales",
    menuParent: "fx-catalogue",
    route: "/sales/fx-catalogue",
    label: "title",
    fields,
    defaultSort: sort,
  }),
  kinds: defineEntity({
    name: "fx-kinds",
    table: "fx_kinds",
    group: "sales",
    menuParent: "fx-catalogue",
    route: "/sales/fx-catalogue/kind",
    label: "title",
    fields,
    defaultSort: sort,
  }),
  ledgers: defineEntity({
    name: "fx-ledgers",
    table: "fx_ledgers",
    group: "accounting",
    route: "/accounting/fx-ledger",
    label: "title",
    fields,
    defaultSort: sort,
  }),
  rosters: defineEntity({
    name: "fx-rosters",
    table: "fx_rosters",
    group: "human-resource",
    route: "/human-resource/fx-roster",
    label: "title",
    fields,
    defaultSort: sort,
  }),
  audits: defineEntity({
    name: "fx-audits",
    table: "fx_audits",
    group: "settings",
    route: "/settings/fx-audit",
    label: "title",
    operations: [],
    fields,
    defaultSort: sort,
  }),
} satisfies Record<string, EntityDef>;

export const fixturePages = {
  overview: definePage({ name: "fx-overview", group: "accounting", route: "/accounting/fx-overview" }),
  hidden: definePage({ name: "fx-hidden", group: "accounting", route: "/accounting/fx-hidden", menuParent: false }),
};

/** The fixtures as a registry (in declaration order), as GET /api/meta/entities would serve them. */
export const fixtureRegistry = registryOf(Object.values(fixtureEntities), Object.values(fixturePages));

/** Rows for the fixture lists. */
export const fixtureTables = () => ({
  "fx-widgets": [{ id: 1, title: "Sprocket", created_at: "2026-11-01T08:00:00Z", updated_at: "2026-11-01T08:00:00Z", deleted_at: null }],
  "fx-kinds": [{ id: 1, title: "Metal", created_at: "2026-11-01T08:00:00Z", updated_at: "2026-11-01T08:00:00Z", deleted_at: null }],
  "fx-ledgers": [{ id: 1, title: "Cash book", created_at: "2026-11-01T08:00:00Z", updated_at: "2026-11-01T08:00:00Z", deleted_at: null }],
  "fx-rosters": [{ id: 1, title: "Night shift", created_at: "2026-11-01T08:00:00Z", updated_at: "2026-11-01T08:00:00Z", deleted_at: null }],
  "fx-audits": [{ id: 1, title: "Yearly audit", created_at: "2026-11-01T08:00:00Z", updated_at: "2026-11-01T08:00:00Z", deleted_at: null }],
});

const labels = {
  en: {
    menu: { "fx-catalogue": "Catalogue" },
    "fx-widgets": { "fx-widgets": "Widgets", fields: { title: "Title" } },
    "fx-kinds": { "fx-kinds": "Kinds", fields: { title: "Title" } },
    "fx-ledgers": { "fx-ledgers": "Ledgers", fields: { title: "Title" } },
    "fx-rosters": { "fx-rosters": "Rosters", fields: { title: "Title" } },
    "fx-audits": { "fx-audits": "Audits", fields: { title: "Title" } },
    "fx-overview": { "fx-overview": "Overview" },
    "fx-hidden": { "fx-hidden": "Hidden" },
  },
  zh_Hant: {
    menu: { "fx-catalogue": "目錄" },
    "fx-widgets": { "fx-widgets": "小工具", fields: { title: "標題" } },
    "fx-kinds": { "fx-kinds": "種類", fields: { title: "標題" } },
    "fx-ledgers": { "fx-ledgers": "分類帳", fields: { title: "標題" } },
    "fx-rosters": { "fx-rosters": "排班", fields: { title: "標題" } },
    "fx-audits": { "fx-audits": "審計", fields: { title: "標題" } },
    "fx-overview": { "fx-overview": "概覽" },
    "fx-hidden": { "fx-hidden": "隱藏" },
  },
};

/** Adds the fixtures' labels to i18n (deep, so the real `menu` keys stay). */
export const addFixtureLabels = () => {
  for (const [language, bundle] of Object.entries(labels)) i18n.addResourceBundle(language, "translation", bundle, true, false);
};
