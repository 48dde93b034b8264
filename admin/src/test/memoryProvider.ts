/**
 * TEST SCAFFOLDING, not the product's provider: a Refine DataProvider over in-memory arrays so the
 * real screens can be rendered under jsdom without the API. It understands the same filters the
 * REST contract does (eq, contains, gte, lte, q, deleted) closely enough for component tests,
 * and records every call so tests can assert what the screens asked for.
 */
import { registryJson, type Registry } from "@erp/api/entities";
import type { BaseRecord, CrudFilter, DataProvider, LogicalFilter } from "@refinedev/core";
import { testRegistry } from "./registry";

export type Tables = Record<string, BaseRecord[]>;
export type Call = { method: string; resource?: string; params: unknown };

const matches = (row: BaseRecord, filter: LogicalFilter): boolean => {
  const value = row[filter.field];
  switch (filter.operator) {
    case "contains":
      return String(value ?? "")
        .toLowerCase()
        .includes(String(filter.value).toLowerCase());
    case "gte":
      return Number(value) >= Number(filter.value);
    case "lte":
      return Number(value) <= Number(filter.value);
    case "ne":
      return String(value) !== String(filter.value);
    default:
      // a list of values is any of them, as repeated query parameters are for the API
      return Array.isArray(filter.value) ? filter.value.map(String).includes(String(value)) : String(value) === String(filter.value);
  }
};

export const memoryProvider = (tables: Tables, options: { estimated?: boolean; registry?: Registry } = {}) => {
  const calls: Call[] = [];
  const rows = (resource: string) => (tables[resource] ??= []);
  let nextId = 1000;

  const provider: DataProvider = {
    getApiUrl: () => "/api",
    getList: async ({ resource, pagination, filters = [], sorters = [] }) => {
      calls.push({ method: "getList", resource, params: { pagination, filters, sorters } });
      const logical = (filters as CrudFilter[]).filter((f): f is LogicalFilter => "field" in f);
      const trash = logical.some((f) => f.field === "deleted" && String(f.value) === "true");
      let data = rows(resource).filter((row) => Boolean(row.deleted_at) === trash);
      for (const filter of logical) {
        if (filter.field === "deleted") continue;
        if (filter.field === "q") {
          data = data.filter((row) =>
            Object.values(row).some((v) =>
              String(v ?? "")
                .toLowerCase()
                .includes(String(filter.value).toLowerCase()),
            ),
          );
        } else data = data.filter((row) => matches(row, filter));
      }
      for (const sorter of [...sorters].reverse()) {
        data = [...data].sort(
          (a, b) => (a[sorter.field] > b[sorter.field] ? 1 : a[sorter.field] < b[sorter.field] ? -1 : 0) * (sorter.order === "desc" ? -1 : 1),
        );
      }
      const { currentPage = 1, pageSize = 10 } = pagination ?? {};
      const page = data.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return { data: page, total: data.length, totalEstimated: Boolean(options.estimated) } as never;
    },
    getMany: async ({ resource, ids }) => {
      calls.push({ method: "getMany", resource, params: { ids } });
      return { data: rows(resource).filter((row) => ids.map(String).includes(String(row.id))) } as never;
    },
    getOne: async ({ resource, id }) => {
      calls.push({ method: "getOne", resource, params: { id } });
      const row = rows(resource).find((r) => String(r.id) === String(id));
      if (!row) throw { message: "Not found", statusCode: 404 };
      return { data: row } as never;
    },
    create: async ({ resource, variables }) => {
      calls.push({ method: "create", resource, params: variables });
      const row = { ...(variables as object), id: nextId++ };
      rows(resource).push(row);
      return { data: row } as never;
    },
    update: async ({ resource, id, variables }) => {
      calls.push({ method: "update", resource, params: { id, variables } });
      const row = rows(resource).find((r) => String(r.id) === String(id))!;
      Object.assign(row, variables);
      return { data: row } as never;
    },
    deleteOne: async ({ resource, id }) => {
      calls.push({ method: "deleteOne", resource, params: { id } });
      const row = rows(resource).find((r) => String(r.id) === String(id))!;
      row.deleted_at = new Date().toISOString();
      return { data: row } as never;
    },
    custom: async ({ url, method, payload, query }) => {
      // the registry, as GET /api/meta/entities serves it (not recorded: every signed-in render asks once),
      // with the user's policy rules when the test gives them (else the admin falls back to policy.csv)
      if (url === "/api/meta/entities" && method === "get") {
        const registry = options.registry ?? testRegistry;
        return { data: { ...registryJson(registry), ...(registry.policy ? { policy: registry.policy } : {}) } } as never;
      }
      // the user's saved views of a list (`views:<resource>` tables): not recorded either, every list asks once
      const views = url.match(/^\/api\/([^/]+)\/views$/);
      if (views && method === "get") return { data: rows(`views:${views[1]}`) } as never;
      // a record's history (`history:<resource>:<id>` tables, newest first): not recorded, every show page asks
      const history = url.match(/^\/api\/([^/]+)\/(\d+)\/history(\?|$)/);
      if (history && method === "get") return { data: rows(`history:${history[1]}:${history[2]}`) } as never;
      // the header's bell (the `notifications` table): not recorded, every signed-in page polls it
      if (/^\/api\/notifications(\?|$)/.test(url) && method === "get") {
        const mine = rows("notifications");
        return { data: { unread: mine.filter((n) => !n.read_at).length, total: mine.length, rows: mine } } as never;
      }
      // a record's attachments (`attachments:<resource>:<id>` tables; `deleted=true`: those in the trash): the list is not recorded
      const attachments = url.match(/^\/api\/([^/]+)\/(\d+)\/attachments(?:\/(\d+))?$/);
      const attached = attachments ? rows(`attachments:${attachments[1]}:${attachments[2]}`) : [];
      if (attachments && !attachments[3] && method === "get")
        return {
          data: attached.filter((row) => Boolean(row.deleted_at) === Boolean((query as { deleted?: unknown } | undefined)?.deleted)),
        } as never;
      calls.push({ method: "custom", params: { url, method, payload } });
      if (attachments?.[3] && method === "delete") {
        const row = attached.find((r) => String(r.id) === attachments[3])!;
        row.deleted_at = new Date().toISOString();
        return { data: { message: "Attachment moved to the trash: it can be restored within 48 hours", attachment: row } } as never;
      }
      if (views && method === "post") {
        const view = { ...(payload as object), id: nextId++ } as BaseRecord;
        if (view.is_default) for (const other of rows(`views:${views[1]}`)) other.is_default = false;
        rows(`views:${views[1]}`).push(view);
        return { data: view } as never;
      }
      const restore = url.match(/^\/api\/([^/]+)\/(\d+)\/restore$/);
      if (restore && method === "post") {
        const row = rows(restore[1]).find((r) => String(r.id) === restore[2])!;
        row.deleted_at = null;
        return { data: row } as never;
      }
      throw { message: "Not found", statusCode: 404 };
    },
  };
  return { provider, calls, tables };
};
