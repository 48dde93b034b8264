/**
 * TEST FIXTURE: a module registered only in tests, to show that a module is its own folder plus one
 * line in a module list. It declares an entity with a verb, a page with a verb, a route for each, a
 * job, its migration (in its folder's migrations/, with the table it owns besides its entity's), its
 * own strings (real modules keep theirs in locales/), and a service it provides other modules; a
 * second module (`fixtureDigestModule`) uses that service and nothing else of it. Its actions follow
 * the modules' one style (modules/README.md, "Where a business action lives"): the note's verb is a
 * method of its service, the board's data a reader, and the router only checks, calls and answers.
 */
import { Router } from "express";
import type { Knex } from "knex";
import { z } from "zod";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { CrudService } from "../../crud/service";
import type { Actor } from "../../actions/actor";
import { defineEntity, definePage } from "../../entities";
import { defineRoute, messageAnswer, mount } from "../../http/contract";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf, idOf } from "../../http/request";
import { defineJob } from "../../jobs/runner";
import { defineModule } from "../../modules/module";
import { migrations } from "./migrations";

export const notes = defineEntity({
  name: "fixture-notes",
  table: "fixture_notes",
  group: "human-resource",
  route: "/human-resource/fixture-note",
  label: "title",
  actions: ["archive"],
  fields: {
    title: { type: "string", inline: true, required: true, maxLength: 100, searchable: true, sortable: true, filterable: true },
    archived: { type: "boolean", readOnly: true, default: false, filterable: true },
  },
  defaultSort: { field: "title", order: "asc" },
});

export const board = definePage({
  name: "fixture-board",
  group: "human-resource",
  route: "/human-resource/fixture-board",
  actions: ["tidy"],
  // the global search (Ctrl+K) offers "Tidy the board now" to roles granted `tidy`
  commands: [{ name: "tidy-now", verb: "tidy", method: "post", path: "/fixture-board/tidy" }],
});

/** What the fixture module provides: other modules count its notes through `ctx.modules.fixture.notes`. */
export interface FixtureServices {
  notes: { count(db: Knex): Promise<{ notes: number; archived: number }> };
}

// (a test fixture's entry: the providing module adds its type, as accounting/index.ts does for the posting service)
declare module "../../provides" {
  interface ModuleServices {
    fixture: FixtureServices;
  }
}

/** A reader: the live notes and how many of them are archived. */
const countNotes = async (db: Knex) => {
  const row = await db("fixture_notes")
    .whereNull("deleted_at")
    .first(db.raw("count(*)::int as notes"), db.raw("(count(*) filter (where archived))::int as archived"));
  return { notes: row.notes as number, archived: row.archived as number };
};

/** The notes' service: archiving is a verb on one note, so it is a method here. */
export class NotesService extends CrudService {
  archive(id: number, actor: Actor) {
    return runAction(this.db, actor, { action: "archive", target: "fixture-notes", targetId: id, entity: notes }, async (trx) => {
      const [row] = await trx("fixture_notes").where({ id }).whereNull("deleted_at").update({ archived: true }).returning(["id", "title"]);
      if (!row) throw ApiError.notFound();
      return row as { id: number; title: string };
    });
  }
}

/** The board's verb acts on no one record: a function of what it needs (here it only refuses or agrees). */
const tidyBoard = (body: { refuse?: unknown }) => {
  if (body.refuse) throw new ApiError(422, msg("fixture-board.messages.refused"));
};

/**
 * The fixture's routes, declared once: bodies and answers here give the server's validation, the
 * handlers' types, their entries in `GET /api/openapi.json` and so the client types (./schema.d.ts).
 */
export const fixtureRoutes = {
  archive: defineRoute({
    method: "post",
    path: "/fixture-notes/:id/archive",
    summary: "Archive a note, saying why",
    body: { reason: { type: "string", required: true, maxLength: 20 } },
    answer: z.object({ message: z.string(), note: z.object({ id: z.number().int(), title: z.string() }) }),
  }),
  board: defineRoute({
    method: "get",
    path: "/fixture-board",
    summary: "How many notes there are",
    query: {},
    answer: z.object({ notes: z.number().int() }),
  }),
  tidy: defineRoute({
    method: "post",
    path: "/fixture-board/tidy",
    summary: "Tidy the board up (refused when asked to)",
    body: { refuse: { type: "boolean" } },
    answer: messageAnswer,
  }),
  digest: defineRoute({
    method: "get",
    path: "/fixture-digest",
    summary: "The notes counted through what the fixture module provides",
    query: {},
    answer: z.object({ notes: z.number().int(), archived: z.number().int() }),
  }),
};

const routes = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  route(fixtureRoutes.archive, can(ctx, "fixture-notes", "archive"), async (req, _res, { body: { reason } }) => {
    const note = await serviceOf(ctx, "fixture-notes", NotesService).archive(idOf(req), actorOf(req));
    return { message: translate(req, "fixture-notes.messages.archived", { title: note.title, reason }), note };
  });
  route(fixtureRoutes.board, can(ctx, "fixture-board", "list"), async () => {
    const { notes } = await countNotes(ctx.db);
    return { notes };
  });
  route(fixtureRoutes.tidy, can(ctx, "fixture-board", "tidy"), async (req, _res, { body }) => {
    tidyBoard(body);
    return { message: translate(req, "fixture-board.messages.tidied") };
  });
  return router;
};

export const fixtureModule = defineModule({
  name: "fixture",
  entities: [notes],
  pages: [board],
  services: { "fixture-notes": NotesService },
  provides: (): FixtureServices => ({ notes: { count: countNotes } }),
  routes,
  jobs: [
    defineJob({
      name: "fixture.count",
      every: 3600,
      run: async ({ db }) => {
        // slow enough that two runners overlap if both claimed it
        await new Promise((resolve) => setTimeout(resolve, 50));
        await db("fixture_job_runs").insert({ runner: "job" });
      },
    }),
  ],
  tables: ["fixture_job_runs"],
  migrations,
  locales: {
    en: {
      "fixture-notes": {
        "fixture-notes": "Notes",
        actions: { archive: "Archive" },
        messages: { archived: "Note {{title}} archived ({{reason}})" },
      },
      "fixture-board": {
        "fixture-board": "Board",
        actions: { tidy: "Tidy up" },
        commands: { "tidy-now": "Tidy the board now" },
        messages: { tidied: "Board tidied", refused: "Nothing to tidy" },
      },
    },
    zh_Hant: {
      "fixture-notes": {
        "fixture-notes": "筆記",
        actions: { archive: "封存" },
        messages: { archived: "筆記 {{title}} 已封存（{{reason}}）" },
      },
      "fixture-board": {
        "fixture-board": "看板",
        actions: { tidy: "整理" },
        commands: { "tidy-now": "立即整理看板" },
        messages: { tidied: "看板已整理", refused: "沒有需要整理的" },
      },
    },
  },
});

/** A second fixture module: it reads the first one's notes only through what that module provides. */
export const fixtureDigestModule = defineModule({
  name: "fixture-digest",
  uses: ["fixture"],
  routes: (ctx) => mount(Router())(fixtureRoutes.digest, can(ctx, "fixture-board", "list"), () => ctx.modules.fixture.notes.count(ctx.db)),
});
