import type { Knex } from "knex";
import { crudActions } from "../../../../policies";
import type { Actor } from "../../actions/actor";
import { allowed, createEnforcer, defaultGrants } from "../../auth/enforcer";
import { validateFields } from "../../crud/validate";
import { readRoles } from "../../custom/live";
import { type Grant, policyObjectOfPage, type Registry, roleNamePattern, roles as seedRoles, type StoredRole } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { type Ctx, customisationChange } from "./fields";

/**
 * Roles beyond the seed roles, and changes to the seed roles' grants (`/api/roles`): grants per menu
 * group, resource (declared and custom) and page, for each CRUD action and each verb the object
 * declares; whether the role reads private fields. Stored in `roles`, loaded into every process's
 * enforcer with the customisation (custom/live.ts). No change may leave nobody able to manage roles.
 */

/** The policy object and action that manage roles: what the lockout rule keeps someone holding. */
export const rolesObject = "roles";
const manageAction = "edit";

export const roleBody = {
  name: { type: "string", maxLength: 40 },
  grants: { type: "json" },
  private_fields: { type: "boolean" },
} as const;

/** What each policy object accepts: CRUD actions, `*`, and its verbs (a menu group: its members' verbs). */
export const actionsOf = (registry: Registry, object: string): Set<string> | undefined => {
  const members = [...registry.entities, ...registry.pages];
  const isGroup = (registry.groups as readonly string[]).includes(object);
  const own = [
    ...registry.entities.filter((entity) => entity.name === object),
    ...registry.pages.filter((page) => policyObjectOfPage(page) === object),
  ];
  if (!isGroup && !own.length) return undefined;
  const verbs = (isGroup ? members.filter((member) => member.group === object) : own).flatMap((member) => member.actions ?? []);
  return new Set(["*", ...crudActions, ...verbs]);
};

/** A grants list, checked against the registry: known objects, their actions, each object once. */
export const parseGrants = (registry: Registry, value: unknown): Grant[] => {
  if (!Array.isArray(value) || value.length > 500) throw ApiError.invalid({ grants: msg("invalidValue") });
  const merged = new Map<string, string[]>();
  value.forEach((grant, i) => {
    const { object, actions } = (grant ?? {}) as { object?: unknown; actions?: unknown };
    const accepted = typeof object === "string" ? actionsOf(registry, object) : undefined;
    if (!accepted) throw ApiError.invalid({ [`grants.${i}.object`]: msg("customize.messages.unknownObject", { object: String(object) }) });
    if (!Array.isArray(actions) || !actions.length) throw ApiError.invalid({ [`grants.${i}.actions`]: msg("required") });
    const unknown = actions.filter((action) => typeof action !== "string" || !accepted.has(action));
    if (unknown.length)
      throw ApiError.invalid({ [`grants.${i}.actions`]: msg("customize.messages.unknownActions", { actions: unknown.join(", ") }) });
    merged.set(object as string, [...new Set([...(merged.get(object as string) ?? []), ...(actions as string[])])]);
  });
  return [...merged].map(([object, actions]) => ({ object, actions }));
};

const isSeed = (name: string) => (seedRoles as readonly string[]).includes(name);

/** A role as `/api/roles` shows it: its grants in effect, whether it is a seed role and whether an ADMIN changed it, its users. */
const roleView = (role: StoredRole | undefined, name: string, users: number) => ({
  name,
  builtin: isSeed(name),
  changed: Boolean(role && isSeed(name)),
  grants: role?.grants ?? defaultGrants(name),
  private_fields: role?.private_fields ?? isSeed(name),
  users,
});

/** Live users holding each role. */
const usersByRole = async (db: Knex): Promise<Map<string, number>> => {
  const { rows } = await db.raw(
    "select r.name, count(*) as n from users u cross join lateral jsonb_array_elements_text(u.roles) r(name) where u.deleted_at is null group by r.name",
  );
  return new Map((rows as { name: string; n: number }[]).map((row) => [row.name, Number(row.n)]));
};

export const listRoles = async (ctx: Ctx) => {
  const [stored, users] = [await readRoles(ctx.db), await usersByRole(ctx.db)];
  const byName = new Map(stored.map((role) => [role.name, role]));
  return [...seedRoles, ...stored.map((role) => role.name).filter((name) => !isSeed(name))].map((name) =>
    roleView(byName.get(name), name, users.get(name) ?? 0),
  );
};

export const getRole = async (ctx: Ctx, name: string) => {
  const role = (await listRoles(ctx)).find((r) => r.name === name);
  if (!role) throw ApiError.notFound();
  return role;
};

/**
 * No lockout: after the change some active user must still hold a role that may manage roles. The
 * users are locked (a concurrent change of a user's roles waits), `managers` are the roles that may
 * under the policy as it will be; `except` leaves one user out (whose own change is being checked).
 */
export const keepRoleManager = async (trx: Knex.Transaction, managers: readonly string[], except?: { id: number; keeps: boolean }) => {
  const holders = managers.length
    ? ((await trx("users")
        .whereNull("deleted_at")
        .where({ status: "active" })
        .whereRaw("exists (select 1 from jsonb_array_elements_text(roles) r where r in (select jsonb_array_elements_text(?::jsonb)))", [
          JSON.stringify(managers),
        ])
        .modify((q) => (except ? q.whereNot({ id: except.id }) : q))
        .forUpdate()
        .select("id")) as { id: number }[])
    : [];
  if (!holders.length && !except?.keeps) throw new ApiError(409, msg("customize.messages.lockout"));
};

/** Roles that may manage roles under a policy (the stored roles as they will be). */
export const managersUnder = async (registry: Registry, stored: readonly StoredRole[]) => {
  const enforcer = await createEnforcer(registry, stored);
  const names = [...new Set([...seedRoles, ...stored.map((role) => role.name)])];
  return names.filter((name) => allowed(enforcer, [name], rolesObject, manageAction));
};

/**
 * After a change of a user's roles or status (the users module calls it in its transaction): the
 * roles as stored now (read behind a lock on the customisation's version, so a role change being
 * made waits or is seen), and some active user still able to manage roles.
 */
export const keepManagerAfterUserChange = async (
  trx: Knex.Transaction,
  registry: Registry,
  user: { id: number; roles: readonly string[]; active: boolean },
) => {
  await trx("app_meta").where({ key: "customisation_version" }).forShare().first("key");
  const managers = await managersUnder(registry, await readRoles(trx));
  await keepRoleManager(trx, managers, { id: user.id, keeps: user.active && user.roles.some((role) => managers.includes(role)) });
};

/** One role's change: the stored roles replaced by `next` (or without the role when `next` is undefined), checked for lockout, logged. */
const storeRole = async (ctx: Ctx, actor: Actor, action: string, name: string, next: StoredRole | undefined) =>
  customisationChange(ctx, actor, action, `${rolesObject}.${name}`, async (trx) => {
    if (!next) {
      // checked again under the users' locks: nobody got the role meanwhile
      const { n } = (await trx("users")
        .whereNull("deleted_at")
        .whereRaw("roles @> ?::jsonb", [JSON.stringify([name])])
        .count({ n: "*" })
        .first()) as { n: number };
      if (Number(n)) throw new ApiError(409, msg("customize.messages.roleInUse", { count: Number(n) }));
    }
    const stored = (await readRoles(trx)).filter((role) => role.name !== name);
    await keepRoleManager(trx, await managersUnder(ctx.registry, next ? [...stored, next] : stored));
    if (!next) return void (await trx("roles").where({ name }).delete());
    const row = { grants: JSON.stringify(next.grants), private_fields: next.private_fields, updated_by: actor.userId, updated_at: trx.fn.now() };
    await trx("roles")
      .insert({ ...row, name, created_by: actor.userId })
      .onConflict("name")
      .merge(row);
  });

export const createRole = async (ctx: Ctx, body: unknown, actor: Actor) => {
  const input = validateFields(roleBody, body ?? {});
  const name = input.name?.trim();
  if (!name) throw ApiError.invalid({ name: msg("required") });
  if (!roleNamePattern.test(name)) throw ApiError.invalid({ name: msg("customize.messages.badRoleName") });
  const grants = parseGrants(ctx.registry, input.grants ?? []);
  if (isSeed(name) || (await ctx.db("roles").where({ name }).first("name")))
    throw new ApiError(409, msg("customize.messages.roleTaken", { name }), { name: msg("customize.messages.roleTaken", { name }) });
  await storeRole(ctx, actor, "create", name, { name, grants, private_fields: input.private_fields ?? false });
  await ctx.customisations.load();
  return getRole(ctx, name);
};

export const changeRole = async (ctx: Ctx, name: string, body: unknown, actor: Actor) => {
  const current = await getRole(ctx, name);
  const input = validateFields(roleBody, body ?? {});
  if (input.name !== undefined && input.name !== null && input.name !== name) throw ApiError.invalid({ name: msg("customize.messages.roleRename") });
  const grants = input.grants === undefined || input.grants === null ? current.grants : parseGrants(ctx.registry, input.grants);
  await storeRole(ctx, actor, "update", name, { name, grants, private_fields: input.private_fields ?? current.private_fields });
  await ctx.customisations.load();
  return getRole(ctx, name);
};

export const deleteRole = async (ctx: Ctx, name: string, actor: Actor) => {
  const current = await getRole(ctx, name);
  if (current.builtin) throw new ApiError(409, msg("customize.messages.builtinRole"));
  if (current.users) throw new ApiError(409, msg("customize.messages.roleInUse", { count: current.users }));
  await storeRole(ctx, actor, "delete", name, undefined);
  await ctx.customisations.load();
  return { name };
};
