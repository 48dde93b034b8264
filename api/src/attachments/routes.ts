import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import type { CrudService } from "../crud/service";
import { drain } from "../crud/upload";
import { defineRoute, mount } from "../http/contract";
import { ApiError, msg, translate } from "../http/errors";
import { actorOf, idOf } from "../http/request";
import { sendStored } from "../storage/chunks";
import { previewable } from "./sniff";
import { attachUpload, findAttachment, listAttachments, readAttachment, takesAttachments, trashAttachment } from "./store";

const attachment = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});

const tag = "attachments";
export const attachmentRoutes = {
  list: defineRoute({
    method: "get",
    path: "/:resource/:id/attachments",
    summary: "A record's attachments, newest first (`deleted=true`: those in the trash that can still be restored)",
    tag,
    query: { deleted: { type: "boolean" } },
    answer: z.array(attachment),
  }),
  upload: defineRoute({
    method: "post",
    path: "/:resource/:id/attachments",
    summary: "Attach files (multipart, one or more file parts): each checked by its content against the allowed types, at most the size cap a file",
    tag,
    consumes: "multipart/form-data",
    status: 201,
    answer: z.object({ message: z.string(), attachments: z.array(attachment) }),
  }),
  download: defineRoute({
    method: "get",
    path: "/:resource/:id/attachments/:attachment",
    summary: "An attachment's content (images and PDFs inline, anything else as a download)",
    tag,
    query: { download: { type: "boolean" } },
    produces: "application/octet-stream",
  }),
  remove: defineRoute({
    method: "delete",
    path: "/:resource/:id/attachments/:attachment",
    summary: "Move an attachment to the trash (restorable for 48 hours)",
    tag,
    answer: z.object({ message: z.string(), attachment }),
  }),
  restore: defineRoute({
    method: "post",
    path: "/:resource/:id/attachments/:attachment/restore",
    summary: "Bring an attachment back from the trash",
    tag,
    answer: z.object({ message: z.string(), attachment }),
  }),
};

/**
 * Attachments on every record (issue 27), mounted in the generic router: whoever may read a record
 * (`show`) lists and downloads its attachments, whoever may edit it (`edit`) attaches and deletes.
 * An entity opts out with `attachments: false`; one whose records cannot be edited (a log) has none.
 */
export const mountAttachments = (
  router: Router,
  ctx: AppContext,
  can: (action: "show" | "edit") => RequestHandler,
  serviceOf: (req: Request) => CrudService,
) => {
  const route = mount(router);
  /** 405 where the entity takes no attachments, 404 where the record is not there (`live`: not in the trash either). */
  const record = (live: boolean) => async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const { entity } = serviceOf(req);
      if (!takesAttachments(entity)) throw new ApiError(405, msg("notAllowed"));
      const found = await ctx
        .db(entity.table)
        .where({ id: idOf(req) })
        .modify((q) => live && q.whereNull("deleted_at"))
        .first("id");
      next(found ? undefined : ApiError.notFound());
    } catch (error) {
      next(error);
    }
  };
  const names = (req: Request) => ({ entity: serviceOf(req).entity, id: idOf(req) });

  route(attachmentRoutes.list, [can("show"), record(false)], async (req, _res, { query }) => {
    const { entity, id } = names(req);
    return listAttachments(ctx.db, entity.name, id, query?.deleted ?? false);
  });

  route(attachmentRoutes.upload, [can("edit"), record(true)], async (req, res) => {
    const { entity, id } = names(req);
    try {
      const attachments = await attachUpload(ctx, entity, id, req, actorOf(req));
      res.status(201);
      return { message: translate(req, "attached", { count: attachments.length }), attachments };
    } finally {
      drain(req);
    }
  });

  route(attachmentRoutes.download, [can("show"), record(false)], async (req, res, { query }) => {
    const { entity, id } = names(req);
    const file = await findAttachment(ctx.db, entity.name, id, idOf(req, "attachment"));
    const inline = previewable(file.content_type) && !query?.download;
    // express's attachment() writes the name as RFC 6266 says (an ASCII fallback and the UTF-8 name)
    res.attachment(file.name);
    const disposition = res.get("Content-Disposition") ?? "attachment";
    res
      .type(file.content_type)
      .set("Content-Length", String(file.size))
      .set("Content-Disposition", inline ? disposition.replace(/^attachment/, "inline") : disposition)
      // private: the session decides who reads it
      .set("Cache-Control", "private, no-store");
    await sendStored(readAttachment(ctx.db, file), res);
  });

  route(attachmentRoutes.remove, [can("edit"), record(false)], async (req) => {
    const { entity, id } = names(req);
    const changed = await trashAttachment(ctx, entity, id, idOf(req, "attachment"), actorOf(req));
    return { message: translate(req, "attachmentDeleted"), attachment: changed };
  });

  route(attachmentRoutes.restore, [can("edit"), record(true)], async (req) => {
    const { entity, id } = names(req);
    const changed = await trashAttachment(ctx, entity, id, idOf(req, "attachment"), actorOf(req), true);
    return { message: translate(req, "attachmentRestored"), attachment: changed };
  });
};
