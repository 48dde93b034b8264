import { Router, type Request } from "express";
import { z } from "zod";
import { authorize, signedInRoute } from "../auth/authorize";
import type { AppContext } from "../context";
import { defineRoute, messageAnswer, mount } from "../http/contract";
import { ApiError, translate } from "../http/errors";
import { actorOf, idOf } from "../http/request";
import { listNotifications, markRead } from "./notifications";
import { NoteStore } from "./store";

const note = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
const noteBody = { text: { type: "text", required: true, maxLength: 4000 } } as const;
const written = messageAnswer.extend({ note, mentioned: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })) });

/**
 * Notes on any record (`/:resource/:id/notes`, every entity keeping history unless it declares
 * `notes: false`) and the notifications their mentions leave (`/notifications`, the admin's bell).
 */
export const noteRoutes = {
  list: defineRoute({
    method: "get",
    path: "/:resource/:id/notes",
    summary: "A record's notes, oldest first (they are lines of its history too)",
    tag: "notes",
    query: {},
    answer: z.array(note),
  }),
  add: defineRoute({
    method: "post",
    path: "/:resource/:id/notes",
    summary: "Leave a note on a record (plain text); each user it mentions (@Full Name or @email) who may read the record is notified",
    tag: "notes",
    body: noteBody,
    status: 201,
    answer: written,
  }),
  edit: defineRoute({
    method: "patch",
    path: "/:resource/:id/notes/:note",
    summary: "Change the text of one's own note; users it newly mentions are notified",
    tag: "notes",
    body: noteBody,
    answer: written,
  }),
  remove: defineRoute({
    method: "delete",
    path: "/:resource/:id/notes/:note",
    summary: "Delete one's own note",
    tag: "notes",
    answer: messageAnswer,
  }),
  notifications: defineRoute({
    method: "get",
    path: "/notifications",
    summary: "The signed-in user's notifications, newest first, with the unread count",
    tag: "notes",
    query: { _start: { type: "integer", min: 0 }, _end: { type: "integer", min: 1 }, unread: { type: "boolean" } },
    answer: z.object({
      unread: z.number().int(),
      total: z.number().int(),
      rows: z.array(
        z.object({
          id: z.number().int(),
          kind: z.string(),
          resource: z.string(),
          record_id: z.number().int(),
          record_label: z.string().nullable(),
          note_id: z.number().int().nullable(),
          text: z.string().nullable(),
          actor_id: z.number().int().nullable(),
          actor_name: z.string().nullable(),
          created_at: z.string(),
          read_at: z.string().nullable(),
        }),
      ),
    }),
  }),
  read: defineRoute({
    method: "post",
    path: "/notifications/read",
    summary: "Mark one notification read (`id`), or all of the user's",
    tag: "notes",
    body: { id: { type: "integer", min: 1 } },
    answer: z.object({ unread: z.number().int() }),
  }),
};

/** The saved message, naming who will be told. */
const savedMessage = (req: Request, mentioned: { name: string }[]) =>
  mentioned.length ? translate(req, "noteMentioned", { names: mentioned.map((u) => u.name).join(", ") }) : translate(req, "noteSaved");

export const notesRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  // reading a record's notes and writing one both need only to read the record: a note is not an edit of it
  const canRead = authorize(ctx.enforcer, (req) => String(req.params.resource), "show");
  router.param("resource", (_req, _res, next, name: string) => next(ctx.services.get(name) ? undefined : ApiError.notFound()));
  const store = (req: Request) => new NoteStore(ctx.db, ctx.enforcer, ctx.services.get(String(req.params.resource))!.entity);
  const userOf = (req: Request) => req.session.user!.id;

  route(noteRoutes.list, canRead, async (req) => store(req).list(idOf(req)));
  route(noteRoutes.add, canRead, async (req, _res, { body }) => {
    const { note, mentioned } = await store(req).add(idOf(req), body.text, actorOf(req));
    return { message: savedMessage(req, mentioned), note, mentioned };
  });
  route(noteRoutes.edit, canRead, async (req, _res, { body }) => {
    const { note, mentioned } = await store(req).edit(idOf(req), idOf(req, "note"), body.text, actorOf(req));
    return { message: savedMessage(req, mentioned), note, mentioned };
  });
  route(noteRoutes.remove, canRead, async (req) => {
    await store(req).remove(idOf(req), idOf(req, "note"), actorOf(req));
    return { message: translate(req, "noteDeleted") };
  });

  const signedIn = signedInRoute((_req, _res, next) => next());
  route(noteRoutes.notifications, signedIn, async (req, res, { query }) => {
    const start = query?._start ?? 0;
    const page = await listNotifications(ctx.db, userOf(req), { start, end: query?._end ?? undefined, unread: query?.unread ?? false });
    res.set("X-Total-Count", String(page.total));
    return page;
  });
  route(noteRoutes.read, signedIn, async (req, _res, { body }) => ({ unread: await markRead(ctx.db, userOf(req), body.id ?? undefined) }));
  return router;
};
