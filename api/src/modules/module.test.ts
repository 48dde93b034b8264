import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can } from "../auth/authorize";
import { createContext } from "../compose";
import { migrateLatest } from "../db/migrations";
import { createRegistry, roles } from "../entities";
import { JobRunner } from "../jobs/runner";
import { board, fixtureDigestModule, fixtureModule, notes } from "../test/fixture-module";
import { openTestDb, testConfig, type TestDb } from "../test/harness";
import { signedInAs } from "../test/session";
import { createApp } from "../app";
import { modules } from ".";

/**
 * A module is its own folder plus one line in a module list: a test-only module (test/fixture-module)
 * brings an entity, a page, their verbs, routes, a job, a migration and strings, and each of them
 * appears in the app, is enforced and is translated, without a line changed anywhere else.
 */
const withFixture = [...modules, fixtureModule, fixtureDigestModule];

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createApp>>;
let agents: Record<string, Awaited<ReturnType<typeof signedInAs>>["agent"]>;
beforeAll(async () => {
  testDb = await openTestDb();
  await migrateLatest(testDb.db, withFixture);
  app = await createApp({ db: testDb.db, modules: withFixture, config: testConfig() });
  agents = {};
  for (const role of roles) agents[role] = (await signedInAs(app.app, testDb.db, [role])).agent;
});
afterAll(() => testDb.close());

describe("a module declares itself", () => {
  it("its entity, page and verbs are in the registry the admin builds its screens from", async () => {
    const meta = (await agents.HR.get("/api/meta/entities")).body;
    expect(meta.entities.map((e: { name: string }) => e.name)).toContain("fixture-notes");
    // its list edits the title in place (the admin's generic list reads the flag: no screen code)
    expect(meta.entities.find((e: { name: string }) => e.name === "fixture-notes").fields.title.inline).toBe(true);
    expect(meta.pages).toContainEqual(board);
    expect(meta.actions).toEqual(expect.arrayContaining(["list", "archive", "tidy"]));
    // the behaviour log's action filter takes the new verbs (the log is the ADMIN's: HR receives its name only)
    expect(meta.entities.find((e: { name: string }) => e.name === "behaviour-logs").fields).toEqual({});
    const log = (await agents.ADMIN.get("/api/meta/entities")).body.entities.find((e: { name: string }) => e.name === "behaviour-logs");
    expect(log.fields.action.values).toEqual(expect.arrayContaining(["archive", "tidy"]));
  });

  it("its entity gets the generic REST endpoints, enforced by the group's roles", async () => {
    const created = await agents.HR.post("/api/fixture-notes").send({ title: "Quarterly review" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Quarterly review", archived: false });
    expect((await agents.SALES.get("/api/fixture-notes")).status).toBe(403);
    expect((await agents.ACCOUNTING.post("/api/fixture-notes").send({ title: "x" })).status).toBe(403);
  });

  it("its verb is enforced per role, validated by the entities' validator, logged and translated", async () => {
    const { id } = (await agents.ADMIN.post("/api/fixture-notes").send({ title: "Budget" })).body;
    expect((await agents.SALES.post(`/api/fixture-notes/${id}/archive`).send({ reason: "done" })).status).toBe(403);
    const missing = await agents.HR.post(`/api/fixture-notes/${id}/archive`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ reason: "input can not be empty" });
    const zh = await agents.HR.post(`/api/fixture-notes/${id}/archive`).set("Accept-Language", "zh-Hant").send({ reason: "完成" });
    expect(zh.status).toBe(200);
    expect(zh.body.message).toBe("筆記 Budget 已封存（完成）");
    const en = await agents.HR.post(`/api/fixture-notes/${id}/archive`).send({ reason: "again" });
    expect(en.body.message).toBe("Note Budget archived (again)");
    expect(await testDb.db("behaviour_logs").where({ action: "archive", target: "fixture-notes", target_id: id }).count({ n: "*" }).first()).toEqual({
      n: 2,
    });
    expect((await agents.HR.post("/api/fixture-notes/987654/archive").send({ reason: "x" })).status).toBe(404);
  });

  it("its entity and its verb keep a history without code: the create's values, then the verb's changed field", async () => {
    const { id } = (await agents.ADMIN.post("/api/fixture-notes").send({ title: "Minutes" })).body;
    await agents.HR.post(`/api/fixture-notes/${id}/archive`).send({ reason: "done" });
    expect((await agents.SALES.get(`/api/fixture-notes/${id}/history`)).status).toBe(403);
    const history = (await agents.HR.get(`/api/fixture-notes/${id}/history`)).body;
    expect(history.map((line: { action: string }) => line.action)).toEqual(["archive", "create"]);
    expect(history[0].changes).toEqual([{ field: "archived", old: false, new: true }]);
    expect(history[1].changes).toEqual([
      { field: "title", old: null, new: "Minutes" },
      { field: "archived", old: null, new: false },
    ]);
  });

  it("its page is a policy object of its group: the page's route and verb answer as the role table says", async () => {
    for (const role of roles) {
      const permitted = role === "ADMIN" || role === "HR";
      expect((await agents[role].get("/api/fixture-board")).status, role).toBe(permitted ? 200 : 403);
      expect((await agents[role].post("/api/fixture-board/tidy").send({})).status, role).toBe(permitted ? 200 : 403);
    }
    expect((await request(app.app).get("/api/fixture-board")).status).toBe(401);
    const refused = await agents.HR.post("/api/fixture-board/tidy").set("Accept-Language", "zh-Hant").send({ refuse: true });
    expect(refused).toMatchObject({ status: 422, body: { message: "沒有需要整理的" } });
  });

  it("its records, page and command are in the global search (Ctrl+K) with no code of its own, for the roles its group grants", async () => {
    expect((await agents.HR.post("/api/fixture-notes").send({ title: "Palette planning" })).status).toBe(201);
    const hr = (await agents.HR.get("/api/search?q=palete%20planning")).body;
    expect(hr.groups).toContainEqual({
      resource: "fixture-notes",
      records: [expect.objectContaining({ label: "Palette planning", subtitle: null })],
    });
    expect((await agents.HR.get("/api/search?q=board")).body.pages).toContainEqual({ name: "fixture-board", label: "Board", route: board.route });
    const tidy = (await agents.HR.get(`/api/search?q=${encodeURIComponent("整理看板")}`).set("Accept-Language", "zh-Hant")).body.actions;
    expect(tidy).toContainEqual({
      name: "fixture-board.commands.tidy-now",
      label: "立即整理看板",
      run: { method: "post", path: "/fixture-board/tidy" },
    });
    const sales = (await agents.SALES.get("/api/search?q=palette%20planning")).body;
    expect(sales.groups).toEqual([]);
    expect((await agents.SALES.get("/api/search?q=tidy")).body.actions).toEqual([]);
  });

  it("its job runs once per schedule however many processes tick at once, and again when a run's lease expired", async () => {
    const other = new JobRunner(app.context, app.jobs.jobs);
    const runs = await Promise.all([app.jobs.tick(), other.tick(), new JobRunner(app.context, app.jobs.jobs).tick()]);
    const fixtureRuns = runs.flat().filter((run) => run.name === "fixture.count");
    expect(fixtureRuns).toEqual([{ name: "fixture.count", status: "ok" }]);
    expect(await testDb.db("fixture_job_runs").count({ n: "*" }).first()).toEqual({ n: 1 });
    // not due again for an hour
    expect((await other.tick()).map((run) => run.name)).not.toContain("fixture.count");
    // a process died mid-run: its lease is past and the schedule still due; another process takes it over
    await testDb
      .db("jobs")
      .where({ name: "fixture.count" })
      .update({
        next_run_at: testDb.db.raw("now() - interval '1 minute'"),
        lease_until: testDb.db.raw("now() - interval '1 second'"),
        runner: "dead",
      });
    expect((await other.tick()).filter((run) => run.name === "fixture.count")).toEqual([{ name: "fixture.count", status: "ok" }]);
    // a live lease held by someone else: nobody else runs it
    await testDb
      .db("jobs")
      .where({ name: "fixture.count" })
      .update({
        next_run_at: testDb.db.raw("now() - interval '1 minute'"),
        lease_until: testDb.db.raw("now() + interval '5 minutes'"),
        runner: "busy",
      });
    expect((await other.tick()).map((run) => run.name)).not.toContain("fixture.count");
    expect(await testDb.db("fixture_job_runs").count({ n: "*" }).first()).toEqual({ n: 2 });
    const row = await testDb.db("jobs").where({ name: "fixture.count" }).first();
    expect(row).toMatchObject({ last_status: "ok", runs: 2 });
  });

  it("another module calls it only through what it provides (ctx.modules.fixture.notes), under its own route's policy", async () => {
    const before = (await agents.HR.get("/api/fixture-digest")).body;
    const { id } = (await agents.HR.post("/api/fixture-notes").send({ title: "Digest me" })).body;
    await agents.HR.post(`/api/fixture-notes/${id}/archive`).send({ reason: "read" });
    expect((await agents.HR.get("/api/fixture-digest")).body).toEqual({ notes: before.notes + 1, archived: before.archived + 1 });
    expect((await agents.SALES.get("/api/fixture-digest")).status).toBe(403);
  });

  it("the engine's own jobs are the modules': the trash purge and the mail outbox", () => {
    expect(app.jobs.jobs.map((job) => job.name)).toEqual(expect.arrayContaining(["system.purge-trash", "mail.outbox", "fixture.count"]));
  });
});

describe("the module shape refuses mistakes at start-up", () => {
  it("a module whose `uses` names a module missing from the list", async () => {
    await expect(createContext({ db: testDb.db, modules: [...modules, fixtureDigestModule], config: testConfig() })).rejects.toThrow(
      /module "fixture-digest" uses module "fixture", which is not in the list/,
    );
  });

  it("a route enforcing an undeclared verb or an unknown object", async () => {
    const ctx = await createContext({ db: testDb.db, modules: withFixture, config: testConfig() });
    expect(() => can(ctx, "fixture-notes", "frobnicate")).toThrow(/"frobnicate" is not an action of "fixture-notes"/);
    expect(() => can(ctx, "fixture-nots", "list")).toThrow(/not a declared entity, page or menu group/);
    expect(() => can(ctx, "fixture-board", "archive")).toThrow(/not an action of "fixture-board"/);
  });

  it("two declarations of one name, a route used twice, a ref to nothing, a CRUD word as a verb", () => {
    expect(() =>
      createRegistry([
        { name: "a", entities: [notes] },
        { name: "b", entities: [notes] },
      ]),
    ).toThrow(/clashes/);
    expect(() => createRegistry([{ name: "a", entities: [notes], pages: [{ ...board, route: notes.route }] }])).toThrow(/route/);
    expect(() => createRegistry([{ name: "a", entities: [{ ...notes, fields: { owner: { type: "ref", ref: "nobody" } } }] }])).toThrow(
      /unknown "nobody"/,
    );
    expect(() => createRegistry([{ name: "a", entities: [{ ...notes, actions: ["edit"] }] }])).toThrow(/CRUD action/);
    expect(() => createRegistry([{ name: "a", pages: [{ ...board, name: "sales" }] }])).toThrow(/menu group/);
  });

  it("a module's strings may not take a key another module or locales/ defines", async () => {
    const thief = {
      ...fixtureModule,
      name: "thief",
      entities: [],
      pages: [],
      jobs: [],
      migrations: {},
      locales: { en: { orders: { orders: "Mine" } } },
    };
    await expect(createContext({ db: testDb.db, modules: [...modules, thief], config: testConfig() })).rejects.toThrow(/"orders" of module thief/);
  });
});
