/**
 * Money arithmetic in integer cents (BigInt): exact, never a float. Pure: the server (ledger,
 * orders) and the admin (an order form's running total) count the same way. Amounts travel as strings with
 * two decimals ("12.50"), as numeric(14,2) columns give and take them.
 */
export type Cents = bigint;

export const toCents = (amount: string | number | null | undefined): Cents => {
  const text = String(amount ?? "0").trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money amount: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
};

export const fromCents = (cents: Cents): string => {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

/** a x b / c, rounded half away from zero. */
export const mulDiv = (a: Cents, b: bigint, c: bigint): Cents => {
  if (c === 0n) return 0n;
  const product = a * b;
  const negative = product < 0n !== c < 0n;
  const [n, d] = [product < 0n ? -product : product, c < 0n ? -c : c];
  const rounded = (n + d / 2n) / d;
  return negative ? -rounded : rounded;
};

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0n;
  for (const value of values) total += value;
  return total;
};

/** "20116.25" -> "20,116.25" (text only: money never passes through a float). */
export const formatAmount = (amount: unknown) => {
  const text = String(amount ?? "0.00");
  const negative = text.startsWith("-");
  const [whole, fraction = "00"] = text.replace("-", "").split(".");
  return `${negative ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction.padEnd(2, "0")}`;
};
