/**
 * The entity declaration: one per entity, pure data, imported by the api (model, validation,
 * query whitelist, routes) and by the admin (resources, generic screens). No server imports here.
 */

/** Menu groups, in menu order. The policy objects and locale keys use the same words. */
export const menuGroups = ["dashboard", "sales", "service", "quotation", "accounting", "human-resource", "vendor", "partner", "settings"] as const;
export type MenuGroup = (typeof menuGroups)[number];

interface FieldBase {
  /** Rejected with "input can not be empty" when missing on create or blanked on edit. */
  required?: boolean;
  /** Backed by a unique index among live (not deleted) rows; a clash answers 409 on this field. */
  unique?: boolean;
  /** Included in the `q` search (case-insensitive substring). */
  searchable?: boolean;
  /** Offered as a column sort (`_sort`). */
  sortable?: boolean;
  /** Offered as a filter (`field=`, `_like`, `_gte`, `_lte`, `_ne`). */
  filterable?: boolean;
  /** Shown as a column in the generic list (default true, false for text/json/keyvalue/lines). */
  list?: boolean;
  /** Computed by the server: never accepted from input, shown read-only. */
  readOnly?: boolean;
  /**
   * Edited in place in the generic list (double-click or Enter on its cell; issue 26): one value of a
   * simple type (`inlineTypes`), never read-only, never a workflow verb's input (a status), written
   * through the same PATCH and validator as the form. The registry refuses it elsewhere.
   */
  inline?: boolean;
  /**
   * Value used by create when the input leaves the field out. On a date field, `"today"` is the
   * company's date (config time zone) when the record is written, and the form's initial value.
   * A set of enum values defaults to a list of them.
   */
  default?: string | number | boolean | readonly string[];
  /** The catalogue key a missing value answers with, instead of "input can not be empty" (e.g. `selectMonth`). */
  requiredMessage?: string;
  /**
   * A field an ADMIN added at run time (`cf_<key>`, see customisation.ts): its value lives under
   * `<key>` in the table's `custom_fields` jsonb, not in a column of its own.
   */
  custom?: boolean;
  /** Only for roles that may read whole records (`show`): roles that may only look the entity up never get it. */
  private?: boolean;
  /**
   * The label in the user's language where an ADMIN set one (a custom field's own, or a relabel);
   * otherwise the locale key `<resource>.fields.<field>` labels it. Only in `GET /api/meta/entities`.
   */
  label?: string;
  /**
   * Shown (in forms and on the record's page) and sent only while another field of the same record
   * holds one of `values`, e.g. a stock movement's return-only fields: `{ field: "type", values: ["return"] }`.
   */
  visibleWhen?: { field: string; values: readonly (string | number | boolean)[] };
  /**
   * A run-time field's labels in both languages (a custom resource's fields): `GET /api/meta/entities`
   * serves the user's one as `label` instead.
   */
  labels?: Readonly<Record<string, string>>;
}

export interface TextField extends FieldBase {
  type: "string" | "text" | "email" | "phone";
  /** A checked format beyond the type (see formats.ts): a Hong Kong identity card number, a month (YYYY-MM), a time of day (HH:MM, 24 h). */
  format?: "hkid" | "month" | "time";
  minLength?: number;
  /** Defaults to 255 for string/email/phone, 10,000 for text. */
  maxLength?: number;
  /**
   * The value is the key of a record of this resource, which declares `choices` (an ADMIN's list,
   * e.g. `"payment-methods"`): a write must name an active one (an edit may keep the stored one after
   * it was deactivated); the admin offers them as a select labelled in the user's language.
   */
  choices?: string;
  /**
   * The value names a resource or page (`orders`, `customize`), or a field of one (`products.cf_color`):
   * the admin shows its label in the user's language (the behaviour log's target).
   */
  namesResource?: boolean;
}
export interface NumberField extends FieldBase {
  /** money: numeric(14,2), sent as a string with two decimals; never negative unless min says so. */
  type: "number" | "integer" | "money";
  min?: number;
  max?: number;
  /**
   * The id of a record of the resource another field of the same record names (`"target"`): the admin
   * shows the record's label, linked to its page while it exists (the behaviour log's target_id).
   */
  recordOf?: string;
}
export interface BooleanField extends FieldBase {
  type: "boolean";
}
export interface DateField extends FieldBase {
  /** date: "YYYY-MM-DD"; datetime: ISO 8601 with offset. */
  type: "date" | "datetime";
}
export interface EnumField extends FieldBase {
  type: "enum";
  values: readonly string[];
  /** Several values at once (a jsonb array); the `field=v` filter then means "contains v". */
  multiple?: boolean;
  /** The registry adds every declared verb to `values` (the behaviour log's action). */
  withVerbs?: boolean;
  /** The registry adds every role an ADMIN created (`roles`) to `values` (a user's roles). */
  withRoles?: boolean;
}
export interface RefField extends FieldBase {
  type: "ref";
  /** Target resource name (its registry key). */
  ref: string;
  /** Several targets at once (a jsonb array of ids); the `field=id` filter then means "contains id". */
  multiple?: boolean;
  /** The target's show page lists the records that point at it through this field (e.g. a customer's orders). */
  related?: boolean;
}
export interface JsonField extends FieldBase {
  /** json: any JSON value; keyvalue: a list of {key, value} strings. */
  type: "json" | "keyvalue";
}
export interface PasswordField extends FieldBase {
  /** Write-only: never stored as given, never sent back, never exported. A special service hashes it. */
  type: "password";
  minLength?: number;
  maxLength?: number;
}
export interface LinesField extends FieldBase {
  /** Child rows kept in their own table, replaced as a whole on write. */
  type: "lines";
  table: string;
  foreignKey: string;
  fields: Record<string, Exclude<FieldDef, LinesField | PasswordField>>;
  /**
   * What a line's quantity may take, shown beside it as the clerk enters it: `field` of the `from`
   * entity's record whose `ref` is the line's own `ref` (an order line: the product's stock on hand).
   * A quantity above it is a warning, never a refusal: the server's rules decide when it matters.
   */
  available?: { quantity: string; ref: string; from: string; field: string };
}

export type FieldDef = TextField | NumberField | BooleanField | DateField | EnumField | RefField | JsonField | PasswordField | LinesField;
export type FieldType = FieldDef["type"];

export interface EntityDef {
  /** Resource name: plural kebab-case; the same word in URL, policy object and locale keys. */
  name: string;
  /** snake_case table name. */
  table: string;
  group: MenuGroup;
  /** Admin route of the list (the seed's menu table). */
  route: string;
  /** Optional menu node inside the group, for nesting (e.g. "product" holds products and categories). */
  menuParent?: string;
  /** The field that names a record in selects, titles and references. */
  label: string;
  /**
   * The fields a record's page title shows, joined with " · " (refs by their label, blanks left out),
   * e.g. `["number", "name"]`: "QT-2026-00004 · Florist shop IT set-up". Default: the label alone.
   */
  title?: readonly string[];
  fields: Record<string, FieldDef>;
  defaultSort: { field: string; order: "asc" | "desc" };
  /** Writes clients may make (default all); a log, say, is read-only: []. */
  operations?: readonly WriteOperation[];
  /**
   * Fields (besides id) sent to roles that may only `lookup` this resource, e.g. to pick a salesperson;
   * they get nothing else, and may filter and sort by nothing else.
   */
  lookup?: readonly string[];
  /**
   * Its records are a list other entities' fields choose from (`choices: "<name>"` on a string field):
   * `key` is the value those fields store, `active` whether it is still offered, `order` the list's
   * order, `labels` the field labelling it per language (e.g. `{ en: "name", zh_Hant: "name_zh_hant" }`).
   */
  choices?: { key: string; active: string; order: string; labels: Readonly<Record<string, string>> };
  /**
   * Fields besides the label and the unique ones that a CSV import may name a record by in another
   * entity's reference column (a customer by e-mail): a label that names two records is refused.
   */
  importBy?: readonly string[];
  /** Records can be imported from CSV (`POST /api/<resource>/import`), all or nothing. */
  importable?: boolean;
  /** System times the generic list shows as columns with a date-range filter (e.g. a log's action time). */
  timestamps?: readonly ("created_at" | "updated_at")[];
  /**
   * The date field that puts a record in an accounting period (e.g. `"date"`, `"order_date"`): the
   * engine refuses to create, edit, delete or restore a record whose date is (or would be) in a
   * closed period with 409 "This period is closed", and module actions on it check the same.
   */
  period?: string;
  /**
   * `false`: writes of its records leave no change history (history/record.ts); by default every
   * create, edit, delete, restore and module action on a record keeps a line of who, when and what changed.
   */
  history?: false;
  /**
   * `false`: its records take no notes (`/api/<resource>/:id/notes`, notes/store.ts); by default every
   * entity that keeps history does (a note is a line of the record's history).
   */
  notes?: false;
  /**
   * `false`: its records take no attached files. By default every entity whose records can be edited
   * does (`/api/<resource>/:id/attachments`, attachments/), with no code.
   */
  attachments?: false;
  /**
   * Business verbs beyond CRUD (`POST /api/<resource>/:id/<verb>` and the like), each a policy
   * action of its own: group rules with `*` grant them, policy.csv names exceptions per resource.
   */
  actions?: readonly string[];
  /** The list's columns in this order (an ADMIN's layout); otherwise the fields shown in the list. */
  columns?: readonly string[];
  /** Rows per list page (an ADMIN's layout); otherwise the admin's default. */
  pageSize?: number;
  /** Declared by an ADMIN at run time (`custom_resources`, custom-resources.ts), not by a module. */
  custom?: boolean;
  /** A custom resource's name in both languages; `GET /api/meta/entities` serves the user's one as `caption`. */
  labels?: Readonly<Record<string, string>>;
  /** The name in the user's language where it is data, not a locale key (a custom resource's). */
  caption?: string;
  /** Menu icon (the admin's fixed set), for a custom resource. */
  icon?: string;
  /**
   * The global search (`GET /api/search`, the admin's Ctrl+K): `false` keeps the entity's records out
   * (a log); `detail` names the fields of a result's second line (status, amount, date), otherwise
   * its status (or first choice), its total (or first amount) and its period (or first date).
   */
  search?: false | { detail?: readonly string[] };
  /** The letter that opens its list after `g` (the admin's keyboard shortcuts: `g o` orders); unique among entities and pages. */
  shortcut?: string;
  /**
   * Workflow verbs offered on many records at once (`POST /api/<resource>/bulk { action: <name> }`, the
   * list's bulk bar): each runs record by record through the entity's service (`CrudService.runVerb`),
   * allowed by `policy` (a CRUD action or a declared verb), with `fields` as its input (an order's
   * status change: `{ status, reason }`). Labelled at `bulk.verbs.<resource>.<name>` (locales/<lang>/bulk.json).
   */
  bulk?: Readonly<Record<string, BulkVerb>>;
}

/** A workflow verb the list offers on selected records (see `EntityDef.bulk`). */
export interface BulkVerb {
  /** The permission it needs: the same as the one-record route's (`edit` for an order's status change). */
  policy: string;
  /** Its input, checked by the entities' validator once for all records. */
  fields: Record<string, Exclude<FieldDef, LinesField | PasswordField>>;
}

/**
 * A screen that is not an entity's list (dashboard, payroll, a report, settings): it has a menu
 * entry and a route in the admin and is a policy object of its own, linked to its menu group, so
 * the same role table decides who sees it and who may call its API.
 */
export interface PageDef {
  /** Unique among pages, entities and menu groups; the policy object unless `policy` says otherwise. */
  name: string;
  group: MenuGroup;
  /** Admin route (the seed's menu table). */
  route: string;
  /** Menu node inside the group (as for entities); `false` keeps the page out of the menu (reached by a link). */
  menuParent?: string | false;
  /** The policy object it is enforced as (default: its name), e.g. a page that shows an entity's records. */
  policy?: string;
  /** Verbs the page's API offers (e.g. `close` on the closing report), as for entities. */
  actions?: readonly string[];
  /** Icon name for the menu (admin's icon table), where the group's icon is not enough. */
  icon?: string;
  /** A report's page (api/src/reports/): the report it shows and the parameters it asks for. */
  report?: { name: string; params: ReportParams; basis: ReportBasis; opens?: ReportOpens };
  /** What the global search offers to run at once from anywhere (e.g. "Back up now"), for roles granted its verb. */
  commands?: readonly PageCommand[];
  /** The letter that opens it after `g` (`g d` dashboard); unique among entities and pages. */
  shortcut?: string;
}

/**
 * A page's verb the global search runs in one step (issue 26): labelled at `<page>.commands.<name>`
 * in both languages, offered to roles granted `verb` on the page's policy object, run as the admin
 * calls the API (`method` and `path` under /api with `body`). A body value `"$previousMonth"` or
 * `"$currentMonth"` is the company's month (YYYY-MM) when offered.
 */
export interface PageCommand {
  name: string;
  verb: string;
  method: "post";
  path: string;
  body?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * The basis a report's figures are stated on, shown on its page ("Basis: ...", `reports.basis.<key>`):
 * - accrual: a sale's revenue and cost of goods on the day the order completes, a refund as a negative
 *   line on the day of the refund (a past month never changes), purchases on the day the goods are
 *   received, salary in the month worked, a service invoice's income on its invoice date, other
 *   incomes and expenses on their own date;
 * - ledger: stock movements on the day they were booked;
 * - invoices: service invoices by invoice date, once issued;
 * - outstanding: what is still owed at the end of the month, aged by the document's date.
 */
export type ReportBasis = "accrual" | "ledger" | "invoices" | "outstanding";

/** What a report asks for: a month (YYYY-MM), a period (from/to dates), a year, or a month and a tax rate. */
export type ReportParams = "month" | "period" | "year" | "month-rate";

/** The period a report's page opens on: the current one (default) or the last complete one (a month's close). */
export type ReportOpens = "current" | "last";

export const definePage = <const P extends PageDef>(page: P): P => page;

export const writeOperations = ["create", "edit", "delete"] as const;
export type WriteOperation = (typeof writeOperations)[number];
export const allows = (entity: EntityDef, operation: WriteOperation) => (entity.operations ?? writeOperations).includes(operation);

/** Fields kept in the entity's own row (not child lines, not write-only passwords): a column, or a custom field's key in `custom_fields`. */
export const isColumn = (field: FieldDef) => field.type !== "lines" && field.type !== "password";

/** Fields with a column of their own in the entity's table (what the migrations declare). */
export const isOwnColumn = (field: FieldDef) => isColumn(field) && !field.custom;

/** The columns a CSV import fills (its header): the writable columns, not read-only ones, passwords or lines. */
export const importColumns = (entity: Pick<EntityDef, "fields">): string[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => isColumn(field) && !field.readOnly)
    .map(([name]) => name);

/** A set of enum values or of references, kept as a jsonb array. */
export const isMultiple = (field: FieldDef): boolean => (field.type === "enum" || field.type === "ref") && Boolean(field.multiple);

/** Field types a list cell edits in place (`inline`): one value typed or picked in one control. */
export const inlineTypes: readonly FieldType[] = [
  "string",
  "email",
  "phone",
  "number",
  "integer",
  "money",
  "date",
  "datetime",
  "enum",
  "ref",
  "boolean",
];

/** Whether a field may be declared `inline`: a simple type, one value, written by clients, shown at all times. */
export const fitsInline = (field: FieldDef): boolean =>
  inlineTypes.includes(field.type) && !field.readOnly && !isMultiple(field) && !field.visibleWhen;

/** Columns every table has; they are filterable and sortable but never written by clients. */
export const systemFields = ["id", "created_at", "created_by", "updated_at", "updated_by", "deleted_at"] as const;

export const defineEntity = <const E extends EntityDef>(entity: E): E => entity;

/** Whether a field shows in the generic list unless the declaration says otherwise. */
export const listedByDefault = (field: FieldDef): boolean => field.list ?? !["text", "json", "keyvalue", "lines", "password"].includes(field.type);

/** A record as the API reads and sends it: snake_case fields and a numeric id (the engine's and the admin's). */
export type Row = Record<string, unknown> & { id: number };

/** A field with its name, as lists and forms walk them. */
export type NamedField = FieldDef & { name: string };
