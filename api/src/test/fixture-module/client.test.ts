import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { migrateLatest } from "../../db/migrations";
import { withFixture } from "../../openapi/types";
import { openTestDb, type TestDb, testConfig } from "../harness";
import { createUser, listenSignedIn } from "../session";
import type { paths } from "./schema";

/**
 * The fixture module's action typed end to end: declared once in index.ts (`fixtureRoutes.archive`:
 * body and answer), listed in /api/openapi.json, turned into ./schema.d.ts by openapi-typescript,
 * and called here with openapi-fetch: a renamed body member or answer field fails the typecheck.
 */
let testDb: TestDb;
let server: Awaited<ReturnType<typeof listenSignedIn>>;
beforeAll(async () => {
  testDb = await openTestDb();
  await migrateLatest(testDb.db, withFixture);
  const app = await createApp({ db: testDb.db, modules: withFixture, config: testConfig() });
  await createUser(testDb.db, { email: "fixture-client@test.local", roles: ["HR"] });
  server = await listenSignedIn(app.app, "fixture-client@test.local");
});
afterAll(async () => {
  server?.close();
  await testDb?.close();
});

describe("the fixture module through its generated client", () => {
  it("archives a note: a typed body in, a typed answer out; a bad body is a 400 naming the field", async () => {
    const api = createClient<paths>({
      baseUrl: server.base.replace(/\/api$/, ""),
      headers: { Cookie: server.cookie, "X-CSRF-Token": server.csrfToken },
    });
    const [note] = await testDb.db("fixture_notes").insert({ title: "Typed" }).returning("id");
    const { data, error, response } = await api.POST("/api/fixture-notes/{id}/archive", {
      params: { path: { id: note.id } },
      body: { reason: "done" },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.note.title).toBe("Typed");
    expect(data?.message).toBe("Note Typed archived (done)");

    const refused = await api.POST("/api/fixture-notes/{id}/archive", { params: { path: { id: note.id } }, body: { reason: "x".repeat(21) } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.errors?.reason).toMatch(/20/);

    const board = await api.GET("/api/fixture-board");
    expect(board.data?.notes).toBe(1);
  });
});
