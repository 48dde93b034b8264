import type { Knex } from "knex";
import type { Actor } from "../actions/actor";
import { translateDbError } from "../actions/db-errors";
import { runAction } from "../actions/run";
import { type BehaviourAction, recordBehaviour } from "../behaviour/log";
import { lockedBySnapshot } from "../history/record";
import { type Clock, dateIn } from "../clock";
import type { Config } from "../config";
import { customKey, type EntityDef, type FieldDef, isMultiple, isOwnColumn, type LinesField, type Registry, systemFields } from "../entities";
import { ApiError, msg } from "../http/errors";
import { insertRows } from "./bulk";
import { estimateRows, pageTotal, type Total } from "./count";
import type { Mailer } from "../mail/outbox";
import type { ModuleServices } from "../provides";
import { modelFor } from "./model";
import { countableSql, type ListQuery, type RefTargets, rowsSql, whereSql } from "./query";
import { validateInput } from "./validate";
import { jsonRowTypes } from "../db/timestamps";
import { checkChoices, choiceList } from "./choices";

export type { Row } from "../entities/types";
import type { Row } from "../entities/types";

/** Columns kept as jsonb: knex needs their values as JSON text (pg would send an array as a PostgreSQL array). */
export const storedAsJson = (field: FieldDef) => field.type === "json" || field.type === "keyvalue" || isMultiple(field);

/**
 * Columns of other tables that users point at this entity's records with (system-kept references
 * aside; custom refs too: they live in jsonb, unindexed, and show a purged record as its id).
 */
const referencesTo = (registry: Registry, name: string) =>
  registry.entities.flatMap((entity) =>
    Object.entries(entity.fields).flatMap(([column, field]) => {
      if (field.type === "ref" && field.ref === name && !field.multiple && !field.readOnly && !field.custom) return [{ table: entity.table, column }];
      if (field.type !== "lines") return [];
      return Object.entries(field.fields)
        .filter(([, child]) => child.type === "ref" && child.ref === name)
        .map(([child]) => ({ table: field.table, column: child }));
    }),
  );

/** Which of these ids are live records of the ref field's target (one query). */
export const liveIds = async (db: Knex, registry: Registry, field: FieldDef, ids: number[]): Promise<Set<number>> => {
  const target = field.type === "ref" ? registry.entityByName.get(field.ref) : undefined;
  if (!target || !ids.length) return new Set(ids);
  return new Set(
    (await db(target.table)
      .whereIn("id", [...new Set(ids)])
      .whereNull("deleted_at")
      .pluck("id")) as number[],
  );
};

/** How long a soft-deleted record can still be restored before the purge removes it. */
export const restoreWindowHours = 48;

/** Every entity's service, by resource name. */
export type Services = ReadonlyMap<string, CrudService>;

/** What a service works with: the database (or a transaction), the declarations, the other services and the app's means. */
export interface ServiceContext {
  db: Knex;
  config: Config;
  clock: Clock;
  /**
   * The declarations with the ADMIN's customisation merged in, as they are now (read it when used,
   * do not keep it: it changes at run time without a restart; see custom/live.ts).
   */
  readonly registry: Registry;
  mailer: Mailer;
  /** One service per entity (the module's class where it has one). */
  services: Services;
  /** What the modules provide one another (`defineModule({ provides })`): the only way a module calls another. */
  modules: ModuleServices;
  /** The closed-period check every write of an entity declaring `period` goes through (see PeriodGuard). */
  readonly periods?: PeriodGuard;
}

/**
 * Whether a date's period is open: refuses a write dated in a closed period (409 "This period is
 * closed"), inside the write's transaction (holding what keeps a close from passing it until the
 * commit). The engine knows no module: a module supplies it by composition (`defineModule({ periods })`);
 * without one, every period is open.
 */
export interface PeriodGuard {
  assertOpen(trx: Knex.Transaction, date: string): Promise<void>;
}

/** Every period open: the guard of a composition without a module that closes periods. */
export const openPeriods: PeriodGuard = { assertOpen: async () => undefined };

/** A service class for an entity: CrudService or a module's subclass with its rules. */
export type ServiceClass = new (entity: EntityDef, ctx: ServiceContext) => CrudService;

type Values = Record<string, unknown>;

/**
 * Transactional CRUD for one declaration: lists and exports as set-based SQL, single records
 * through the objection model, soft delete, restore and purge. Special entities extend this class.
 */
export class CrudService {
  readonly db: Knex;
  /** The resource's name; its declaration is read when used (`entity`), since customisation changes it at run time. */
  readonly name: string;
  private readonly declared: EntityDef;

  constructor(
    entity: EntityDef,
    protected readonly ctx: ServiceContext,
  ) {
    this.db = ctx.db;
    this.name = entity.name;
    this.declared = entity;
  }

  /** The declaration with its customisation as it is now (custom fields, required marks, layout): see custom/live.ts. */
  get entity(): EntityDef {
    return this.ctx.registry.entityByName.get(this.name) ?? this.declared;
  }

  /** The declarations this service's references point into. */
  get registry(): Registry {
    return this.ctx.registry;
  }

  /** The company's date now: what a date field declared `default: "today"` gets. */
  today(): string {
    return dateIn(this.ctx.clock.now(), this.ctx.config.timeZone);
  }

  protected get model() {
    return modelFor(this.entity, this.ctx.registry);
  }

  /** What a record shows of its table's columns: system and declared columns, never internal ones (e.g. password hashes). */
  protected get columnNames(): string[] {
    return [
      ...systemFields,
      ...Object.entries(this.entity.fields)
        .filter(([, f]) => isOwnColumn(f))
        .map(([name]) => name),
    ];
  }

  /** The custom fields a record shows (`cf_<key>`), from its `custom_fields`. */
  protected get customNames(): string[] {
    return Object.entries(this.entity.fields)
      .filter(([, f]) => f.custom)
      .map(([name]) => name);
  }

  /** What a list selects: the columns, then each custom field's value under its name. */
  protected get listNames(): string[] {
    return [...this.columnNames, ...this.customNames];
  }

  /** Selected or returned for one record: the columns and the custom values' jsonb (`visible` spreads it). */
  protected get columns(): string[] {
    return [...this.columnNames, "custom_fields"].map((name) => `${this.entity.table}.${name}`);
  }

  /** objection merges the written values into what `returning` gives back: keep only what a record shows, custom values flat. */
  protected visible(row: object): Row {
    const values = row as Record<string, unknown>;
    const custom = (values.custom_fields ?? {}) as Values;
    return Object.fromEntries([
      ...this.columnNames.map((name) => [name, values[name]]),
      ...this.customNames.map((name) => [name, custom[customKey(name)] ?? null]),
    ]) as Row;
  }

  /**
   * Validated values as the table takes them: custom values (`cf_<key>`) apart from the rest, under
   * their keys. Module hooks (`prepare`) see the declared fields only; custom fields are the ADMIN's.
   */
  protected splitCustom(values: Values): [Values, Values] {
    const declared: Values = {};
    const custom: Values = {};
    for (const [name, value] of Object.entries(values)) {
      if (this.entity.fields[name]?.custom) custom[customKey(name)] = value;
      else declared[name] = value;
    }
    return [declared, custom];
  }

  /** A new record's `custom_fields`: the values given (nulls left out). */
  private static customOnCreate(custom: Values): string {
    return JSON.stringify(Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null && v !== undefined)));
  }

  /** The declarations this entity's refs point at, as they are now: what the `q` search reads their labels from. */
  protected readonly refTargets: RefTargets = (resource) => this.ctx.registry.entityByName.get(resource);

  private get linesFields() {
    return Object.entries(this.entity.fields).filter((entry): entry is [string, LinesField] => entry[1].type === "lines");
  }

  async list(query: ListQuery): Promise<{ rows: Row[] } & Total> {
    const { entity } = this;
    const where = whereSql(entity, query, this.refTargets);
    const filtered = countableSql(entity, where);
    const page = rowsSql(entity, this.listNames, query, where);
    const [{ rows }, estimate] = await Promise.all([
      this.db.raw(page.sql, page.bindings).options({ types: jsonRowTypes }),
      estimateRows(this.db, filtered),
    ]);
    const total = await pageTotal(this.db, filtered, query.page && { ...query.page, rows: rows.length }, estimate);
    return { rows: rows as Row[], ...total };
  }

  /** Every matching row in sort order, fetched through a cursor in batches: memory stays flat. */
  async *exportRows(query: ListQuery, batch = 1000): AsyncGenerator<Row> {
    const all = { ...query, page: undefined };
    const { sql, bindings } = rowsSql(this.entity, this.listNames, all, whereSql(this.entity, all, this.refTargets));
    const trx = await this.db.transaction();
    try {
      await trx.raw(`declare export_rows no scroll cursor for ${sql}`, bindings);
      for (;;) {
        const { rows } = await trx.raw(`fetch ${batch} from export_rows`);
        if (!rows.length) break;
        yield* rows as Row[];
      }
    } finally {
      await trx.rollback().catch(() => undefined);
    }
  }

  async get(id: number, { deleted = false, trx }: { deleted?: boolean; trx?: Knex.Transaction } = {}): Promise<Row> {
    const row = (await this.model
      .query(trx ?? this.db)
      .select(this.columns)
      .findById(id)
      .where((b) => (deleted ? b.whereNotNull("deleted_at") : b.whereNull("deleted_at")))) as unknown as Row | undefined;
    if (!row) throw ApiError.notFound();
    return this.withLines(this.visible(row), trx);
  }

  async create(input: unknown, actor: Actor): Promise<Row> {
    const values = validateInput(this.entity, input, "create", this.today());
    return this.write("create", actor, async (trx) => {
      await this.assertPeriodOpen(trx, this.periodOf(values));
      await this.checkRefs(trx, values);
      await this.checkChoices(trx, values);
      const [declared, custom] = this.splitCustom(values);
      const [columns, lines] = this.splitLines(await this.prepare(trx, declared));
      const row = (await this.model
        .query(trx)
        .insert({ ...columns, custom_fields: CrudService.customOnCreate(custom), created_by: actor.userId, updated_by: actor.userId })
        .returning(this.columns)) as unknown as Row;
      await this.replaceLines(trx, row.id, lines);
      await this.afterCreate(trx, row.id, actor);
      return this.withLines(this.visible(row), trx);
    });
  }

  async update(id: number, input: unknown, actor: Actor): Promise<Row> {
    const values = validateInput(this.entity, input, "patch");
    return this.write(
      "update",
      actor,
      async (trx) => {
        await this.lock(trx, id);
        await this.assertRecordPeriodOpen(trx, id);
        await this.assertPeriodOpen(trx, this.periodOf(values));
        await this.checkRefs(trx, values);
        await this.checkChoices(trx, values, id);
        const [declared, custom] = this.splitCustom(values);
        const [columns, lines] = this.splitLines(await this.prepare(trx, declared, id));
        if (Object.keys(custom).length) columns.custom_fields = this.customOnPatch(trx, custom);
        const [row] = (await this.model
          .query(trx)
          .patch({ ...columns, updated_by: actor.userId, updated_at: trx.fn.now() } as object)
          .where("id", id)
          .returning(this.columns)) as unknown as Row[];
        await this.replaceLines(trx, id, lines);
        return this.withLines(this.visible(row), trx);
      },
      id,
    );
  }

  /** A patch of `custom_fields`: values given are set, blanked ones (null) removed, the others kept. */
  private customOnPatch(trx: Knex.Transaction, custom: Values) {
    const set = Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null));
    const removed = Object.keys(custom).filter((key) => custom[key] === null);
    // keys are [a-z0-9_] (customKeyPattern): a text[] literal needs no quoting
    return trx.raw("(custom_fields || ?::jsonb) - ?::text[]", [JSON.stringify(set), `{${removed.join(",")}}`]);
  }

  /** Soft delete: the row goes to the trash and can be restored for `restoreWindowHours`. */
  async remove(id: number, actor: Actor): Promise<Row> {
    return this.write(
      "delete",
      actor,
      async (trx) => {
        await this.lock(trx, id);
        await this.assertRecordPeriodOpen(trx, id);
        await this.beforeRemove(trx, id);
        const [row] = await trx(this.entity.table)
          .where({ id })
          .update({ deleted_at: trx.fn.now(), updated_by: actor.userId })
          .returning(this.columns);
        return this.visible(row);
      },
      id,
    );
  }

  async restore(id: number, actor: Actor): Promise<Row> {
    return this.write(
      "restore",
      actor,
      async (trx) => {
        const row = await trx(this.entity.table)
          .where({ id })
          .first("deleted_at", trx.raw(`deleted_at < now() - interval '${restoreWindowHours} hours' as expired`))
          .forUpdate();
        if (!row) throw ApiError.notFound();
        if (!row.deleted_at) throw new ApiError(409, msg("notDeleted"));
        if (row.expired) throw new ApiError(409, msg("restoreExpired"));
        await this.beforeRestore(trx, id);
        const [restored] = await trx(this.entity.table)
          .where({ id })
          .update({ deleted_at: null, updated_by: actor.userId, updated_at: trx.fn.now() })
          .returning(this.columns);
        return this.withLines(this.visible(restored), trx);
      },
      id,
    );
  }

  /**
   * Removes for good what has been in the trash longer than the restore window, but for records that
   * others still refer to (a customer with orders, a product on order lines): those stay hidden in the trash.
   */
  async purge(): Promise<number> {
    const query = this.db(this.entity.table).whereRaw(`deleted_at < now() - interval '${restoreWindowHours} hours'`);
    for (const { table, column } of referencesTo(this.ctx.registry, this.entity.name))
      query.whereNotExists((sub) =>
        sub
          .select(this.db.raw("1"))
          .from(table)
          .whereRaw("?? = ??", [`${table}.${column}`, `${this.entity.table}.id`]),
      );
    // Counted from `returning`: knex-pglite does not report affected rows for a bare delete.
    const purged = await query.delete().returning("id");
    return purged.length;
  }

  /**
   * Inserts many validated records in one transaction, all or nothing (a CSV import): batches from
   * `produce` (which may check them against the database in the transaction), `prepareMany` each,
   * and one behaviour-log line. A batch is inserted while the next one is produced; an error thrown
   * by `produce` rolls everything back.
   */
  async insertMany(produce: (trx: Knex.Transaction) => AsyncIterable<Record<string, unknown>[]>, actor: Actor): Promise<number> {
    try {
      return await this.db.transaction(async (trx) => {
        let count = 0;
        let inserting: Promise<void> | undefined;
        try {
          for await (const records of produce(trx)) {
            await inserting;
            for (const date of new Set(records.map((record) => this.periodOf(record)))) await this.assertPeriodOpen(trx, date);
            const split = records.map((record) => this.splitCustom(record));
            const prepared = await this.prepareMany(
              trx,
              split.map(([declared]) => declared),
            );
            const rows = prepared.map((record, i) => ({
              ...record,
              ...(Object.keys(split[i][1]).length ? { custom_fields: JSON.parse(CrudService.customOnCreate(split[i][1])) } : {}),
              created_by: actor.userId,
              updated_by: actor.userId,
            }));
            inserting = insertRows(trx, this.entity.table, rows);
            inserting.catch(() => undefined); // handled: awaited before the next batch or at the end
            count += rows.length;
          }
        } finally {
          // Never leave a statement running on a transaction that is about to end.
          await inserting?.catch(() => undefined);
        }
        await inserting;
        await recordBehaviour(trx, { action: "import", target: this.entity.name, user_id: actor.userId, ip: actor.ip, request_id: actor.requestId });
        return count;
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(error, this.entity);
    }
  }

  /** Column values for many records inside one transaction; one `prepare` each unless a service does better. */
  protected async prepareMany(trx: Knex.Transaction, records: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const prepared = [];
    for (const record of records) prepared.push(await this.prepare(trx, record));
    return prepared;
  }

  /**
   * A workflow verb the declaration offers in bulk (`entity.bulk`), on one record, its input checked:
   * a service declaring one runs it through the same method as the verb's one-record route (an order's
   * status change). 405 for a verb it does not run.
   */
  async runVerb(_verb: string, _id: number, _values: Values, _actor: Actor): Promise<unknown> {
    throw new ApiError(405, msg("notAllowed"));
  }

  /** Turns validated input into column values inside the write's transaction (e.g. hash a password). */
  protected async prepare(_trx: Knex.Transaction, values: Record<string, unknown>, _id?: number): Promise<Record<string, unknown>> {
    return values;
  }

  /** Writes what goes with a new record, in its transaction (e.g. the first line of an order's history). */
  protected async afterCreate(_trx: Knex.Transaction, _id: number, _actor: Actor): Promise<void> {}

  /** Refuses a delete the business rules forbid (the row is locked). */
  protected async beforeRemove(_trx: Knex.Transaction, _id: number): Promise<void> {}

  /**
   * A restore brings a record back as a create would: its period must be open, its references must
   * point at live records (its uniques are the live rows' unique indexes: a clash answers 409 on
   * the field). The trashed row is locked. A service adds its own create rules here.
   */
  protected async beforeRestore(trx: Knex.Transaction, id: number): Promise<void> {
    await this.assertRecordPeriodOpen(trx, id);
    const refs = Object.entries(this.entity.fields)
      .filter(([, field]) => field.type === "ref" && !field.readOnly && !field.custom)
      .map(([name]) => name);
    const stored = refs.length ? ((await trx(this.entity.table).where({ id }).first(refs)) as Values) : {};
    const lines = Object.fromEntries(
      await Promise.all(
        this.linesFields.map(async ([name, field]) => [name, await trx(field.table).where(field.foreignKey, id).select("*")] as const),
      ),
    );
    await this.checkRefs(trx, { ...stored, ...lines });
  }

  /** The period date (YYYY-MM-DD) in values about to be written, when the entity declares one and they hold it. */
  protected periodOf(values: Values): string | undefined {
    const { period } = this.entity;
    const date = period ? values[period] : undefined;
    return typeof date === "string" && date ? date : undefined;
  }

  /** The period date (YYYY-MM-DD) a stored record holds, live or in the trash, when the entity declares one. */
  protected async storedPeriod(trx: Knex.Transaction, id: number): Promise<string | undefined> {
    const { period, table } = this.entity;
    if (!period) return undefined;
    const row = await trx(table)
      .where({ id })
      .first(trx.raw("to_char(??, 'YYYY-MM-DD') as date", [period]));
    return row?.date ?? undefined;
  }

  /** Refuses (409) an action on a stored record (a status change, a payment) while the record's period is closed. */
  async assertRecordPeriodOpen(trx: Knex.Transaction, id: number): Promise<void> {
    await this.assertPeriodOpen(trx, await this.storedPeriod(trx, id));
  }

  /** Refuses (409 "This period is closed") a write dated in a closed period; no date, nothing to check. */
  protected async assertPeriodOpen(trx: Knex.Transaction, date: string | undefined): Promise<void> {
    if (date) await (this.ctx.periods ?? openPeriods).assertOpen(trx, date);
  }

  /**
   * Runs a write in one transaction together with its behaviour-log line; database refusals
   * become the client's 4xx and nothing is written.
   */
  protected write(action: BehaviourAction, actor: Actor, work: (trx: Knex.Transaction) => Promise<Row>, id?: number): Promise<Row> {
    // the history line: a create's values, an edit's changed fields (diffed against the record before), a delete or restore as such
    const history = action === "create" ? "created" : action === "delete" || action === "restore" ? "plain" : "diff";
    const targetId = id ?? ((row: Row) => row.id);
    const lockFirst = id === undefined ? undefined : (trx: Knex.Transaction) => this.lockFirst(trx, id);
    return runAction(this.db, actor, { action, target: this.entity.name, targetId, entity: this.entity, history, lockFirst }, work);
  }

  /**
   * Locks a write of record `id` takes before the record's own row lock (none by default): a service
   * whose actions lock something wider first (a salary's month) takes it here, so every write locks in
   * the same order as those actions.
   */
  protected async lockFirst(_trx: Knex.Transaction, _id: number): Promise<void> {}

  /** Locks a live row for the rest of the transaction; 404 when there is none. */
  protected async lock(trx: Knex.Transaction, id: number) {
    // the history's snapshot (runAction) took this row's lock already in this transaction
    const live = lockedBySnapshot(trx, this.entity.table, id);
    if (live !== undefined) {
      if (!live) throw ApiError.notFound();
      return;
    }
    const row = await trx(this.entity.table).where({ id }).whereNull("deleted_at").first("id").forUpdate();
    if (!row) throw ApiError.notFound();
  }

  /** References (single, multiple, and in child lines) must point at live records of their targets: one query per field. */
  private async checkRefs(trx: Knex.Transaction, values: Record<string, unknown>) {
    const check = async (field: FieldDef, ids: { path: string; id: number }[]) => {
      const found = await liveIds(
        trx,
        this.ctx.registry,
        field,
        ids.map((i) => i.id),
      );
      const missing = ids.filter((i) => !found.has(i.id));
      if (missing.length) throw ApiError.invalid(Object.fromEntries(missing.map((i) => [i.path, msg("refMissing")])));
    };
    for (const [name, field] of Object.entries(this.entity.fields)) {
      const value = values[name];
      if (value === null || value === undefined) continue;
      if (field.type === "ref") {
        const ids = (Array.isArray(value) ? value : [value]) as number[];
        await check(
          field,
          ids.map((id, i) => ({ path: field.multiple ? `${name}.${i}` : name, id })),
        );
      } else if (field.type === "lines") {
        const rows = value as Record<string, unknown>[];
        for (const [child, childField] of Object.entries(field.fields))
          await check(
            childField,
            rows.flatMap((row, i) => (typeof row[child] === "number" ? [{ path: `${name}.${i}.${child}`, id: row[child] as number }] : [])),
          );
      }
    }
  }

  /**
   * Values chosen from an ADMIN's list (`choices`) must be offered ones; an edit may keep what the
   * record (or its lines) holds after it was deactivated (see crud/choices.ts).
   */
  private async checkChoices(trx: Knex.Transaction, values: Record<string, unknown>, id?: number) {
    const { registry } = this.ctx;
    const chosen = (field: FieldDef) =>
      field.type === "lines" ? Object.values(field.fields).some((child) => choiceList(registry, child)) : Boolean(choiceList(registry, field));
    const names = Object.entries(this.entity.fields)
      .filter(([name, field]) => name in values && chosen(field))
      .map(([name]) => name);
    if (!names.length) return;
    const stored: Record<string, unknown> = {};
    if (id !== undefined)
      for (const name of names) {
        const field = this.entity.fields[name];
        if (field.type === "lines") stored[name] = await trx(field.table).where(field.foreignKey, id).select("*");
        else if (field.custom) stored[name] = (await trx(this.entity.table).where({ id }).first("custom_fields"))?.custom_fields?.[customKey(name)];
        else stored[name] = (await trx(this.entity.table).where({ id }).first(name))?.[name];
      }
    await checkChoices(trx, registry, this.entity, values, stored);
  }

  private splitLines(values: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown[]>] {
    const lineNames = new Set(this.linesFields.map(([name]) => name));
    const columns = Object.fromEntries(Object.entries(values).filter(([name]) => !lineNames.has(name)));
    const lines = Object.fromEntries(Object.entries(values).filter(([name]) => lineNames.has(name))) as Record<string, unknown[]>;
    return [columns, lines];
  }

  /** Child rows are replaced as a whole when the field is sent. */
  private async replaceLines(trx: Knex.Transaction, id: number, lines: Record<string, unknown[]>) {
    for (const [name, field] of this.linesFields) {
      if (!(name in lines)) continue;
      await trx(field.table).where(field.foreignKey, id).delete();
      const rows = (lines[name] ?? []) as Record<string, unknown>[];
      if (rows.length) await trx(field.table).insert(rows.map((row, position) => ({ ...row, [field.foreignKey]: id, position })));
    }
  }

  private async withLines(row: Row, db: Knex = this.db): Promise<Row> {
    const record: Row = { ...(row as object) } as Row;
    for (const [name, field] of this.linesFields)
      record[name] = await db(field.table).where(field.foreignKey, row.id).orderBy("position").select("*");
    return record;
  }
}
