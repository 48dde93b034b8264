import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { listenSignedIn, signedInAs } from "../test/session";

/**
 * CSV files as Excel writes them in Hong Kong (UTF-8 with a BOM, "Unicode text" = UTF-16LE with a
 * BOM and tabs, Big5 without a BOM), and how long an import holds a transaction.
 */

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

/** The same customers, with Hong Kong (HKSCS) characters: 嘅, 邨, 𨋢. */
const customers = (tag: string) => [
  ["name", "phone", "email", "address", "advance"],
  [`陳大文 ${tag}`, "2345 6789", `chan.${tag}@example.hk`, "九龍旺角彌敦道 1 號, 3 樓", "100.50"],
  [`李小姐嘅公司 ${tag}`, "", "", "新界石圍角邨 𨋢 大堂", ""],
  [`"Quoted" Ltd ${tag}`, "+852 9123 4567", "", "", "0"],
];
const csvOf = (rows: string[][], delimiter = ",") =>
  `${rows.map((row) => row.map((cell) => (/[",\t\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)).join("\r\n")}\r\n`;

const upload = (bytes: Buffer, query = "", contentType = "text/csv") =>
  sales.agent.post(`/api/customers/import${query}`).set("Content-Type", contentType).send(bytes);
const imported = async (tag: string) =>
  (await ctx.db("customers").whereLike("name", `%${tag}`).orderBy("id").select("name", "phone", "email", "address", "advance")).map((row) => ({
    ...row,
    name: row.name.replace(` ${tag}`, ""),
    email: row.email?.replace(`.${tag}@`, "@") ?? null,
  }));

describe("CSV encodings", () => {
  const encodings: [string, (tag: string) => Buffer, string, string, string][] = [
    ["UTF-8 (no BOM)", (tag) => Buffer.from(csvOf(customers(tag)), "utf8"), "", "UTF-8", "default"],
    [
      "UTF-8 with a BOM (Excel's CSV UTF-8)",
      (tag) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvOf(customers(tag)), "utf8")]),
      "",
      "UTF-8",
      "bom",
    ],
    [
      "UTF-16LE with a BOM, tab-separated (Excel's Unicode text)",
      (tag) => iconv.encode(csvOf(customers(tag), "\t"), "utf16le", { addBOM: true }),
      "",
      "UTF-16LE",
      "bom",
    ],
    ["Big5 without a BOM, detected", (tag) => iconv.encode(csvOf(customers(tag)), "big5hkscs"), "", "Big5-HKSCS", "detected"],
    ["Big5 named by ?charset=big5", (tag) => iconv.encode(csvOf(customers(tag)), "big5hkscs"), "?charset=big5", "Big5-HKSCS", "parameter"],
  ];

  let reference: unknown;
  it.each(encodings)("%s gives the same rows and says how it was read", async (_name, bytes, query, charset, from) => {
    const tag = `enc${encodings.findIndex((e) => e[0] === _name)}`;
    const res = await upload(bytes(tag), query);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ imported: 3, charset, charset_from: from });
    expect(res.body.message).toBe(charset === "UTF-8" ? "3 records imported" : `3 records imported (the file was read as ${charset})`);
    const rows = await imported(tag);
    expect(rows[1].address).toBe("新界石圍角邨 𨋢 大堂");
    reference ??= rows;
    expect(rows).toEqual(reference);
  });

  it("takes the charset from the Content-Type too, and a multipart file", async () => {
    const big5 = iconv.encode(csvOf(customers("ct")), "big5hkscs");
    const res = await upload(big5, "", "text/csv; charset=Big5");
    expect(res.body).toMatchObject({ imported: 3, charset: "Big5-HKSCS", charset_from: "parameter" });
    const file = await sales.agent
      .post("/api/customers/import")
      .attach("file", iconv.encode(csvOf(customers("mp")), "utf16le", { addBOM: true }), "customers.txt");
    expect(file.body).toMatchObject({ imported: 3, charset: "UTF-16LE", charset_from: "bom" });
    expect(await imported("mp")).toEqual(await imported("ct"));
  });

  it("a BOM wins over a wrong parameter; an unknown charset is a 400 and writes nothing", async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csvOf(customers("bom")), "utf8")]);
    expect((await upload(withBom, "?charset=big5")).body).toMatchObject({ imported: 3, charset: "UTF-8", charset_from: "bom" });
    const before = await ctx.db("customers").count({ n: "*" }).first();
    const res = await upload(Buffer.from(csvOf(customers("bad"))), "?charset=klingon");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown character set: klingon (try UTF-8, UTF-16LE or Big5)");
    expect(await ctx.db("customers").count({ n: "*" }).first()).toEqual(before);
  });

  it("a refused file says how it was read", async () => {
    const res = await upload(iconv.encode("name,advance\r\n陳大文,-1\r\n", "big5hkscs"));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "1 rows have errors; nothing was imported", charset: "Big5-HKSCS", charset_from: "detected" });
  });
});

describe("row errors and the transaction", () => {
  /** Every statement the app sends, to see when a transaction begins. */
  const statements: string[] = [];
  beforeAll(() => void ctx.db.on("query", (q: { sql: string }) => statements.push(q.sql.trim().toLowerCase())));
  const began = () => statements.some((sql) => sql.startsWith("begin"));

  it("keeps the first 100 row errors, counts them all, and never begins a transaction when the first batch is refused", async () => {
    statements.length = 0;
    const rows = Array.from({ length: 250 }, (_, i) => `Bad ${i},-${i + 1}`).join("\n");
    const before = await ctx.db("customers").count({ n: "*" }).first();
    const res = await upload(Buffer.from(`name,advance\n${rows}\n`));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("250 rows have errors; nothing was imported");
    expect(res.body.rows).toHaveLength(100);
    expect(res.body.rows[0]).toEqual({ row: 2, field: "advance", message: "Value cannot be negative" });
    expect(res.body.rows[99].row).toBe(101);
    expect(res.body.errors_total).toBe(250);
    expect(Object.keys(res.body.errors)).toHaveLength(100);
    expect(began()).toBe(false);
    expect(await ctx.db("customers").count({ n: "*" }).first()).toEqual(before);
  });

  it("rolls back at the first refused row after good batches, and still counts the errors after it", async () => {
    statements.length = 0;
    const good = Array.from({ length: 7_000 }, (_, i) => `Later ${i},1`);
    const bad = Array.from({ length: 120 }, (_, i) => `Late bad ${i},x`);
    const before = await ctx.db("customers").count({ n: "*" }).first();
    const res = await upload(Buffer.from(`name,advance\n${[...good, ...bad, "After,2"].join("\n")}\n`));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("120 rows have errors; nothing was imported");
    expect(res.body.rows[0]).toEqual({ row: 7_002, field: "advance", message: "Must be an amount with at most two decimals" });
    expect(res.body.errors_total).toBe(120);
    expect(began()).toBe(true);
    expect(statements.some((sql) => sql.startsWith("rollback"))).toBe(true);
    expect(await ctx.db("customers").count({ n: "*" }).first()).toEqual(before);
  });

  it("a slow upload holds no transaction while it comes in", async () => {
    const { base, cookie, csrfToken, close } = await listenSignedIn(ctx.app, sales.user.email);
    try {
      statements.length = 0;
      let finish!: () => void;
      const rest = new Promise<void>((resolve) => (finish = resolve));
      const encoder = new TextEncoder();
      let step = 0;
      const body = new ReadableStream({
        async pull(controller) {
          step++;
          if (step === 1)
            return controller.enqueue(encoder.encode(`name,advance\n${Array.from({ length: 6_000 }, (_, i) => `Slow ${i},1`).join("\n")}\n`));
          if (step === 2) await rest; // the client goes quiet with most of the file sent
          if (step === 2) return controller.enqueue(encoder.encode("Slow last,2\n"));
          controller.close();
        },
      });
      const answer = fetch(`${base}/customers/import`, {
        method: "POST",
        headers: { "Content-Type": "text/csv", Cookie: cookie, "X-CSRF-Token": csrfToken },
        body,
        duplex: "half",
      } as RequestInit);
      // the server has more than a batch in hand and still waits for the rest: no transaction yet
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(began()).toBe(false);
      finish();
      const res = await answer;
      expect(res.status).toBe(201);
      expect(((await res.json()) as { imported: number }).imported).toBe(6_001);
      expect(began()).toBe(true);
    } finally {
      close();
    }
  });
});
