import type { Knex } from "knex";
import type request from "supertest";

type Agent = ReturnType<typeof request.agent>;
let counter = 0;

/** A product with `stock` units booked in at `unitCost` through the ledger API. */
export const createProduct = async (
  agent: Agent,
  { price = "10.00", stock = 0, unitCost = "4.00", name }: { price?: string; stock?: number; unitCost?: string; name?: string } = {},
) => {
  const n = ++counter;
  const res = await agent.post("/api/products").send({ code: `P-${process.pid}-${n}`, name: name ?? `Product ${n}`, price });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  if (stock) {
    const movement = await agent.post("/api/stock-movements").send({ product_id: res.body.id, type: "in", quantity: stock, unit_cost: unitCost });
    if (movement.status !== 201) throw new Error(`stock: ${movement.status} ${JSON.stringify(movement.body)}`);
  }
  return res.body as { id: number; name: string; price: string };
};

export const createCustomer = async (agent: Agent, overrides: object = {}) => {
  const res = await agent.post("/api/customers").send({ name: `Customer ${++counter}`, email: `customer${counter}@example.com`, ...overrides });
  if (res.status !== 201) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string; email: string | null };
};

export const createOrder = async (agent: Agent, customerId: number, lines: { product_id: number; quantity: number }[], overrides: object = {}) => {
  const res = await agent
    .post("/api/orders")
    .send({ customer_id: customerId, order_date: "2026-11-20", payment_method: "credit_card", lines, ...overrides });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; number: string; status: string; total: string; lines: { price: string; amount: string }[] };
};

export const moveOrder = (agent: Agent, id: number, status: string, reason?: string) =>
  agent.post(`/api/orders/${id}/status`).send({ status, ...(reason ? { reason } : {}) });

export const stockLevel = async (db: Knex, productId: number) =>
  (await db("stock_levels").where({ product_id: productId }).first("on_hand", "sold", "returned", "value")) as {
    on_hand: number;
    sold: number;
    returned: number;
    value: string;
  };
