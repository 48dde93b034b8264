import type { Knex } from "knex";
import { hashPassword, isCommonPassword } from "../../auth/passwords";
import { sessionCache } from "../../auth/session";
import { CrudService } from "../../crud/service";
import { ApiError, msg } from "../../http/errors";

type Values = Record<string, unknown>;

const isActiveAdmin = (user: { roles: string[]; status: string }) => user.status === "active" && user.roles.includes("ADMIN");

/**
 * Users: the password arrives with its confirmation and is stored only as an argon2id hash; the last
 * active ADMIN cannot be deactivated, demoted or deleted, nor the last active user whose roles may
 * manage roles (whatever roles an ADMIN made); a change of roles, status or password
 * ends that user's sessions, so nobody keeps rights they no longer have.
 */
export class UsersService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const { password, confirm_password, ...columns } = values;
    if (typeof columns.email === "string") columns.email = columns.email.toLowerCase();
    if (id === undefined && !password) throw ApiError.invalid({ password: msg("passwordRequired") });
    if (password !== undefined || confirm_password !== undefined) {
      if ((password ?? "") !== (confirm_password ?? "")) throw ApiError.invalid({ confirm_password: msg("passwordMismatch") });
      if (password && isCommonPassword(String(password))) throw ApiError.invalid({ password: msg("passwordTooCommon") });
      if (password) columns.password_hash = await hashPassword(String(password));
    }
    if (id !== undefined) {
      const current = await trx("users").where({ id }).first("roles", "status");
      const next = { roles: (columns.roles as string[]) ?? current.roles, status: (columns.status as string) ?? current.status };
      if (isActiveAdmin(current) && !isActiveAdmin(next)) await this.keepAnotherAdmin(trx, id);
      if ("roles" in columns || "status" in columns)
        await this.ctx.modules.customize.access.keepRoleManager(trx, { id, roles: next.roles, active: next.status === "active" });
      if ("roles" in columns || "status" in columns || "password_hash" in columns) await this.endSessions(trx, id);
    }
    return columns;
  }

  protected override async beforeRemove(trx: Knex.Transaction, id: number) {
    const current = await trx("users").where({ id }).first("roles", "status");
    if (isActiveAdmin(current)) await this.keepAnotherAdmin(trx, id);
    await this.ctx.modules.customize.access.keepRoleManager(trx, { id, roles: [], active: false });
    await this.endSessions(trx, id);
  }

  /** Locks every live active admin, so two admins cannot demote each other at the same moment. */
  private async keepAnotherAdmin(trx: Knex.Transaction, id: number) {
    const admins = await trx("users")
      .whereNull("deleted_at")
      .where("status", "active")
      .whereRaw(`roles @> '["ADMIN"]'::jsonb`)
      .forUpdate()
      .select("id");
    if (!admins.some((admin) => admin.id !== id)) throw new ApiError(409, msg("lastAdmin"));
  }

  private async endSessions(trx: Knex.Transaction, id: number) {
    await trx("sessions").whereRaw(`(sess::jsonb -> 'user' ->> 'id')::int = ?`, [id]).delete();
    sessionCache.forgetUser(id);
  }
}
