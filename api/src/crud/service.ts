import type { Knex } from "knex";
import type { Actor } from "../actions/actor";
import { translateDbError } from "../actions/db-errors";
import { runAction } from "../actions/run";
import { type BehaviourAction, recordBehaviour } from "../behaviour/log";
import { lockedBySnapshot } from "../history/record";
import { type Clock, dateIn } from "../clock";
import type { Config } from "../config";
import type { EntityDef, Registry } from "../entities";
import { ApiError, msg } from "../http/errors";
import { insertRows } from "./bulk";
import type { Total } from "./count";
import { withLines, replaceLines, splitLines } from "./lines";
import { allRows, listPage } from "./list";
import type { Mailer } from "../mail/outbox";
import type { ModuleServices } from "../provides";
import { modelFor } from "./model";
import { openPeriods, type PeriodGuard, periodOf, storedPeriod } from "./periods";
import type { ListQuery, RefTargets } from "./query";
import { customNames, customOnCreate, customOnPatch, shownColumns, splitCustom, visibleRow } from "./records";
import { lockTrashed, purgeExpired } from "./trash";
import { validateInput } from "./validate";
import { checkChosen, checkRefs, checkStoredRefs } from "./write-checks";

export type { Row } from "../entities/types";
import type { Row } from "../entities/types";

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

/** A service class for an entity: CrudService or a module's subclass with its rules. */
export type ServiceClass = new (entity: EntityDef, ctx: ServiceContext) => CrudService;

type Values = Record<string, unknown>;

/**
 * Transactional CRUD for one declaration: lists and exports as set-based SQL (list.ts), single records
 * through the objection model, soft delete, restore and purge (trash.ts). Each write runs in one
 * transaction with its checks (write-checks.ts, periods.ts) and its lines (lines.ts). Special entities
 * extend this class through its hooks (`prepare`, `afterCreate`, `beforeRemove`, `beforeRestore`, `lockFirst`).
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
    return shownColumns(this.entity);
  }

  /** The custom fields a record shows (`cf_<key>`), from its `custom_fields`. */
  protected get customNames(): string[] {
    return customNames(this.entity);
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
    return visibleRow(row, this.columnNames, this.customNames);
  }

  /** Validated values apart: the declared fields' (what `prepare` sees) and the custom ones under their keys. */
  protected splitCustom(values: Values): [Values, Values] {
    return splitCustom(this.entity, values);
  }

  /** The declarations this entity's refs point at, as they are now: what the `q` search reads their labels from. */
  protected readonly refTargets: RefTargets = (resource) => this.ctx.registry.entityByName.get(resource);

  async list(query: ListQuery): Promise<{ rows: Row[] } & Total> {
    return listPage(this.db, this.entity, this.listNames, query, this.refTargets);
  }

  /** Every matching row in sort order, fetched through a cursor in batches: memory stays flat. */
  exportRows(query: ListQuery, batch = 1000): AsyncGenerator<Row> {
    return allRows(this.db, this.entity, this.listNames, query, this.refTargets, batch);
  }

  async get(id: number, { deleted = false, trx }: { deleted?: boolean; trx?: Knex.Transaction } = {}): Promise<Row> {
    const row = (await this.model
      .query(trx ?? this.db)
      .select(this.columns)
      .findById(id)
      .where((b) => (deleted ? b.whereNotNull("deleted_at") : b.whereNull("deleted_at")))) as unknown as Row | undefined;
    if (!row) throw ApiError.notFound();
    return withLines(trx ?? this.db, this.entity, this.visible(row));
  }

  async create(input: unknown, actor: Actor): Promise<Row> {
    const values = validateInput(this.entity, input, "create", this.today());
    return this.write("create", actor, async (trx) => {
      await this.assertPeriodOpen(trx, this.periodOf(values));
      await checkRefs(trx, this.ctx.registry, this.entity, values);
      await checkChosen(trx, this.ctx.registry, this.entity, values);
      const [declared, custom] = this.splitCustom(values);
      const [columns, lines] = splitLines(this.entity, await this.prepare(trx, declared));
      const row = (await this.model
        .query(trx)
        .insert({ ...columns, custom_fields: customOnCreate(custom), created_by: actor.userId, updated_by: actor.userId })
        .returning(this.columns)) as unknown as Row;
      await replaceLines(trx, this.entity, row.id, lines);
      await this.afterCreate(trx, row.id, actor);
      return withLines(trx, this.entity, this.visible(row));
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
        await checkRefs(trx, this.ctx.registry, this.entity, values);
        await checkChosen(trx, this.ctx.registry, this.entity, values, id);
        const [declared, custom] = this.splitCustom(values);
        const [columns, lines] = splitLines(this.entity, await this.prepare(trx, declared, id));
        if (Object.keys(custom).length) columns.custom_fields = customOnPatch(trx, custom);
        const [row] = (await this.model
          .query(trx)
          .patch({ ...columns, updated_by: actor.userId, updated_at: trx.fn.now() } as object)
          .where("id", id)
          .returning(this.columns)) as unknown as Row[];
        await replaceLines(trx, this.entity, id, lines);
        return withLines(trx, this.entity, this.visible(row));
      },
      id,
    );
  }

  /** Soft delete: the row goes to the trash and can be restored for `restoreWindowHours` (trash.ts). */
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
        await lockTrashed(trx, this.entity, id);
        await this.beforeRestore(trx, id);
        const [restored] = await trx(this.entity.table)
          .where({ id })
          .update({ deleted_at: null, updated_by: actor.userId, updated_at: trx.fn.now() })
          .returning(this.columns);
        return withLines(trx, this.entity, this.visible(restored));
      },
      id,
    );
  }

  /** Removes for good what has been in the trash longer than the restore window, but for records others still refer to. */
  async purge(): Promise<number> {
    return purgeExpired(this.db, this.ctx.registry, this.entity);
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
              ...(Object.keys(split[i][1]).length ? { custom_fields: JSON.parse(customOnCreate(split[i][1])) } : {}),
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
    await checkStoredRefs(trx, this.ctx.registry, this.entity, id);
  }

  /** The period date (YYYY-MM-DD) in values about to be written, when the entity declares one and they hold it. */
  protected periodOf(values: Values): string | undefined {
    return periodOf(this.entity, values);
  }

  /** Refuses (409) an action on a stored record (a status change, a payment) while the record's period is closed. */
  async assertRecordPeriodOpen(trx: Knex.Transaction, id: number): Promise<void> {
    await this.assertPeriodOpen(trx, await storedPeriod(trx, this.entity, id));
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
}
