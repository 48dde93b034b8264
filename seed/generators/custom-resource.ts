import type { Knex } from "knex";
import { bumpVersion, resourceRow } from "../../api/src/custom/live";
import type { CustomResource } from "../../api/src/entities";
import { createResourceTable } from "../../api/src/modules/customize/resource-tables";

/**
 * A custom resource as an ADMIN would declare it (`bench-vehicles` in the Sales group: plate, model,
 * purchase date, status, mileage; what is filtered and sorted indexed as the customize module
 * indexes it) with 100,000 records (deterministic, by row number), fresh statistics. Idempotent:
 * what is there already is left as it is. For the bench's custom-resource case (bench/cases.ts).
 */
export const benchVehicles = async (db: Knex, log: (line: string) => void = console.log, rows = 100_000) => {
  const resource: CustomResource = {
    name: "bench-vehicles",
    table: "cr_bench_vehicles",
    labels: { en: "Bench vehicles", zh_Hant: "測試車輛" },
    group: "sales",
    icon: "car",
    position: 0,
    label: "plate",
    fields: [
      { key: "plate", type: "string", labels: { en: "Plate" }, required: true, unique: true, searchable: true, sortable: true, filterable: true },
      { key: "model", type: "string", labels: { en: "Model" }, sortable: true, filterable: true },
      { key: "purchase_date", type: "date", labels: { en: "Purchase date" }, sortable: true, filterable: true },
      { key: "status", type: "enum", values: ["active", "repair", "sold"], labels: { en: "Status" }, sortable: true, filterable: true },
      { key: "mileage", type: "integer", labels: { en: "Mileage" }, sortable: true, filterable: true },
    ],
  };
  if (!(await db("custom_resources").where({ name: resource.name }).first("id"))) {
    await db.transaction(async (trx) => {
      await bumpVersion(trx);
      await createResourceTable(trx, resource, () => undefined);
      await trx("custom_resources").insert(resourceRow(resource, null));
    });
    log(`${resource.name}: declared, table ${resource.table}`);
  }
  const { n } = (await db(resource.table).count({ n: "*" }).first()) as { n: number };
  if (Number(n) < rows) {
    const since = performance.now();
    await db.raw(
      `insert into ?? (plate, model, purchase_date, status, mileage)
       select 'BV ' || lpad(i::text, 6, '0'), (array['Hiace', 'Corolla', 'Accord', 'Prius', 'Transit'])[1 + i % 5],
              date '2018-01-01' + (i % 2900), (array['active', 'repair', 'sold'])[1 + i % 3], (i * 7919) % 300000
         from generate_series(?::int + 1, ?::int) i`,
      [resource.table, Number(n), rows],
    );
    await db.raw(`vacuum analyze ??`, [resource.table]);
    log(`${resource.name}: ${(rows - Number(n)).toLocaleString("en")} records written in ${Math.round(performance.now() - since)} ms`);
  }
};
