import type { Knex } from "knex";
import { bumpVersion, readSettings } from "../../api/src/custom/live";
import { mergeRegistry } from "../../api/src/entities";
import { registry } from "../../api/src/modules";
import { syncIndexes } from "../../api/src/modules/customize/indexes";

/**
 * A custom field on orders as an ADMIN would add it, with a value on every order: `cf_priority`
 * (a filterable, sortable choice list: 10% urgent, 30% high, 60% normal, by id, so the same data
 * set always gets the same values), its sort index, and fresh statistics. Idempotent: what is
 * there already is left as it is. For the bench's custom-field case (bench/cases.ts).
 */
export const orderPriorities = async (db: Knex, log: (line: string) => void = console.log) => {
  const name = "cf_priority";
  if (!(await db("field_settings").where({ entity: "orders", name }).first("id"))) {
    await db.transaction(async (trx) => {
      await bumpVersion(trx);
      await trx("field_settings").insert({
        entity: "orders",
        name,
        custom: true,
        definition: JSON.stringify({ type: "enum", values: ["normal", "high", "urgent"], filterable: true, sortable: true }),
        labels: JSON.stringify({ en: "Priority", zh_Hant: "優先次序" }),
      });
    });
    log("orders: custom field cf_priority added");
  }
  const missing = await db("orders").whereRaw("custom_fields->'priority' is null").count({ n: "*" }).first();
  if (Number(missing?.n)) {
    const since = performance.now();
    await db.raw(
      `update orders set custom_fields = custom_fields || jsonb_build_object('priority',
         case when id % 10 = 0 then 'urgent' when id % 10 in (1, 4, 7) then 'high' else 'normal' end)
       where custom_fields->'priority' is null`,
    );
    await db.raw("vacuum analyze orders");
    log(`orders: cf_priority written on ${Number(missing!.n).toLocaleString("en")} orders in ${Math.round(performance.now() - since)} ms`);
  }
  const merged = mergeRegistry(registry, { fields: await readSettings(db), layouts: [] });
  await syncIndexes(db, merged.entityByName.get("orders")!);
};
