import { Router, type Request } from "express";
import { defineRoute, mount } from "../../http/contract";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { validateFields } from "../../crud/validate";
import { ApiError, msg } from "../../http/errors";
import { actorOf } from "../../http/request";
import { companyFields } from "./fields";

/** A logo is a PNG or a JPEG of at most this many bytes. */
export const logoMaxBytes = 512 * 1024;

const logoType = (bytes: Buffer) => {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
};

/** The request's body as bytes, refused (413) past `limit` without reading the rest. */
export const readBody = (req: Request, limit: number, tooLarge: () => ApiError) =>
  new Promise<Buffer>((resolve, reject) => {
    // a JSON or form body was already read by its parser: not bytes this route takes
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const columns = ["id", ...Object.keys(companyFields), "logo_type", "updated_at"] as const;

/** The company as the API shows it: the profile, whether a logo is set (its bytes at /company/logo). */
export const readCompany = async (ctx: AppContext) => {
  const row = await ctx.db("company").where({ id: 1 }).first(columns);
  const { logo_type, ...company } = row ?? { id: 1, name: "" };
  return { ...company, has_logo: Boolean(logo_type) };
};

/**
 * The company singleton (ADMIN, the settings group's `company` page):
 *   GET    /company        the profile
 *   PATCH  /company        change it (the body's fields only)
 *   GET    /company/logo   the logo's bytes (404 without one)
 *   PUT    /company/logo   a PNG or JPEG body, at most 512 KB
 *   DELETE /company/logo
 * Every change is logged (`update`, target `company`).
 */
export const companyRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  route(
    defineRoute({ method: "get", path: "/company", summary: "The company's details" }),
    can(ctx, "company", "list"),
    async (_req, res) => void res.json(await readCompany(ctx)),
  );

  route(
    defineRoute({ method: "patch", path: "/company", summary: "Change the company's details", body: companyFields, bodyCheckedBy: "handler" }),
    can(ctx, "company", "edit"),
    async (req, res) => {
      const values = validateFields(companyFields, req.body ?? {});
      if (values.name !== undefined && !values.name) throw ApiError.invalid({ name: msg("required") });
      if (values.language === null) throw ApiError.invalid({ language: msg("required") });
      const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      const actor = actorOf(req);
      await runAction(ctx.db, actor, { action: "update", target: "company", targetId: 1 }, async (trx) => {
        await trx("company").insert({ id: 1 }).onConflict("id").ignore();
        await trx("company")
          .where({ id: 1 })
          .update({ ...changes, updated_at: trx.fn.now(), updated_by: actor.userId });
      });
      res.json(await readCompany(ctx));
    },
  );

  route(
    defineRoute({ method: "get", path: "/company/logo", summary: "The company's logo", produces: "image/*" }),
    can(ctx, "company", "list"),
    async (_req, res) => {
      const row = await ctx.db("company").where({ id: 1 }).first("logo", "logo_type");
      if (!row?.logo) throw ApiError.notFound();
      res.type(row.logo_type).send(Buffer.from(row.logo));
    },
  );

  route(
    defineRoute({ method: "put", path: "/company/logo", summary: "Replace the company's logo (PNG, JPEG, at most 512 KB)", consumes: "image/*" }),
    can(ctx, "company", "edit"),
    async (req, res) => {
      const bytes = await readBody(req, logoMaxBytes, () => new ApiError(413, msg("company.messages.logoTooLarge", { max: "512 KB" })));
      const type = logoType(bytes);
      if (!type) throw new ApiError(400, msg("company.messages.logoType"));
      const actor = actorOf(req);
      await runAction(ctx.db, actor, { action: "update", target: "company", targetId: 1 }, async (trx) => {
        await trx("company").insert({ id: 1 }).onConflict("id").ignore();
        await trx("company").where({ id: 1 }).update({ logo: bytes, logo_type: type, updated_at: trx.fn.now(), updated_by: actor.userId });
      });
      res.json(await readCompany(ctx));
    },
  );

  route(
    defineRoute({ method: "delete", path: "/company/logo", summary: "Remove the company's logo" }),
    can(ctx, "company", "edit"),
    async (req, res) => {
      const actor = actorOf(req);
      await runAction(ctx.db, actor, { action: "update", target: "company", targetId: 1 }, (trx) =>
        trx("company").where({ id: 1 }).update({ logo: null, logo_type: null, updated_at: trx.fn.now(), updated_by: actor.userId }),
      );
      res.json(await readCompany(ctx));
    },
  );
  return router;
};
