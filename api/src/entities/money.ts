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

/** The currency a document states its money in (settings: code, symbol, decimals). */
export interface Currency {
  symbol: string;
  /** Digits after the point (default 2); an amount is rounded half away from zero to them. */
  decimals?: number;
}

/**
 * Money as a customer reads it: the currency's symbol, thousands separators and its decimals:
 * "HK$1,234.00", "-HK$5.50", "¥1,235" (no decimals). Text only, never a float.
 */
export const formatMoney = (amount: unknown, currency: Currency) => {
  const cents = toCents(amount === null || amount === undefined || amount === "" ? "0" : String(amount));
  const decimals = Math.max(0, Math.min(4, currency.decimals ?? 2));
  // the amount in units of the currency's last decimal
  const scaled = decimals >= 2 ? cents * 10n ** BigInt(decimals - 2) : mulDiv(cents, 1n, 10n ** BigInt(2 - decimals));
  const abs = scaled < 0n ? -scaled : scaled;
  const unit = 10n ** BigInt(decimals);
  const whole = String(abs / unit).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = decimals ? `.${String(abs % unit).padStart(decimals, "0")}` : "";
  return `${scaled < 0n ? "-" : ""}${currency.symbol}${whole}${fraction}`;
};
