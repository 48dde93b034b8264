import type { Knex } from "knex";
import type { PeriodGuard } from "../../crud/periods";
import { stockEffect, type StockMovementType } from "../../entities";
import { fromCents, mulDiv, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";

/** A movement about to be booked; money as two-decimal strings. */
export interface Movement {
  product_id: number;
  type: StockMovementType;
  /** Positive, but for adjustments (either sign) and reversals of sales (negative `sold`). */
  quantity: number;
  /** Cost per unit; for goods leaving stock the ledger uses the average cost instead. */
  unit_cost?: string;
  /** The exact value of goods coming back (a reversed sale), instead of unit cost x quantity. */
  total_cost?: string;
  [column: string]: unknown;
}

interface Level {
  product_id: number;
  name: string;
  on_hand: number;
  sold: number;
  returned: number;
  value: bigint;
}

/**
 * Applies movements to the products' stock levels: locks the level rows (in product order, so two
 * transactions never wait on each other in a cycle), refuses to take on hand below zero (422 naming
 * the product), keeps the value at weighted average cost, and writes the levels back in one statement.
 * Returns the movements with their unit and total cost filled in, ready to insert in the same transaction.
 */
export const applyToLevels = async (trx: Knex.Transaction, movements: Movement[]): Promise<Movement[]> => {
  const ids = [...new Set(movements.map((m) => m.product_id))].sort((a, b) => a - b);
  if (!ids.length) return [];
  const rows = await trx("stock_levels as l")
    .join("products as p", "p.id", "l.product_id")
    .whereIn("l.product_id", ids)
    .orderBy("l.product_id")
    .forUpdate("l")
    .select("l.product_id", "p.name", "l.on_hand", "l.sold", "l.returned", "l.value");
  const levels = new Map<number, Level>(rows.map((r) => [r.product_id, { ...r, value: toCents(r.value) }]));

  const booked = movements.map((movement) => {
    const level = levels.get(movement.product_id);
    if (!level) throw ApiError.invalid({ product_id: msg("refMissing") });
    const change = stockEffect[movement.type] * movement.quantity;
    const units = BigInt(Math.abs(change));
    // The value that moves with the goods, in cents (never negative).
    let moved: bigint;
    if (change < 0) {
      if (level.on_hand + change < 0)
        throw new ApiError(422, msg("insufficientStock", { product: level.name, onHand: level.on_hand, wanted: -change }));
      // Goods leave at the average cost of what is on hand.
      moved = level.on_hand + change === 0 ? level.value : mulDiv(level.value, units, BigInt(level.on_hand));
      level.value -= moved;
    } else {
      // Goods arriving, returned, or a reversed sale coming back at the cost it left with.
      const given = movement.total_cost === undefined ? undefined : toCents(movement.total_cost as string);
      moved = given === undefined ? toCents(movement.unit_cost ?? "0") * units : given < 0n ? -given : given;
      level.value += moved;
    }
    level.on_hand += change;
    if (movement.type === "sold") level.sold += movement.quantity;
    if (movement.type === "return") level.returned += movement.quantity;
    const sign = movement.quantity < 0 ? -1n : 1n;
    return { ...movement, unit_cost: fromCents(mulDiv(moved, 1n, units || 1n)), total_cost: fromCents(sign * moved) };
  });

  const changed = [...levels.values()].map((l) => ({ ...l, value: fromCents(l.value) }));
  await trx.raw(
    `update stock_levels as l
        set on_hand = v.on_hand, sold = v.sold, returned = v.returned, value = v.value, updated_at = now()
       from jsonb_to_recordset(?::jsonb) as v(product_id int, on_hand int, sold int, returned int, value numeric)
      where l.product_id = v.product_id`,
    [JSON.stringify(changed)],
  );
  return booked;
};

/**
 * Books movements made by the system (an order taking or returning stock): levels and ledger rows
 * together, each dated `date` (the company's today, given by the provider) unless it carries its own;
 * a movement dated in a closed period is refused (409) through the engine's period check.
 */
export const bookMovements = async (
  trx: Knex.Transaction,
  movements: Movement[],
  userId: number | null,
  { date, periods }: { date: string; periods: PeriodGuard },
) => {
  const dated = movements.map((movement) => ({ ...movement, date: (movement.date as string | undefined) ?? date }));
  for (const day of new Set(dated.map((movement) => movement.date))) await periods.assertOpen(trx, day);
  const booked = await applyToLevels(trx, dated);
  if (booked.length) await trx("stock_movements").insert(booked.map((m) => ({ ...m, created_by: userId, updated_by: userId })));
  return booked;
};
