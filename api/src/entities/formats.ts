/**
 * Checked formats for text fields (`format` in a declaration), shared by server validation and the
 * admin's form rules. Pure functions, no imports.
 */

/**
 * A Hong Kong identity card number: one or two letters, six digits and a check digit (0-9 or A),
 * written with or without the brackets: A123456(3), AB9876543, A1234563.
 * The check digit makes the weighted sum (a space = 36 for one-letter numbers, A-Z = 10-35, digits
 * as themselves; weights 9 down to 2, check digit weight 1, A = 10) divisible by 11.
 */
export const isHkid = (input: string): boolean => {
  const match = /^([A-Z]{1,2}\d{6})\(?([0-9A])\)?$/.exec(input.trim().toUpperCase());
  return match !== null && hkidCheckDigit(match[1]) === match[2];
};

/** The check digit of the letters and six digits of an HKID ("A123456" -> "3"). */
export const hkidCheckDigit = (body: string): string => {
  const letters = body.replace(/\d/g, "");
  const values = [
    ...(letters.length === 1 ? [36] : []),
    ...[...letters].map((c) => c.charCodeAt(0) - 55),
    ...[...body.slice(letters.length)].map(Number),
  ];
  const sum = values.reduce((total, value, i) => total + value * (9 - i), 0);
  const remainder = (11 - (sum % 11)) % 11;
  return remainder === 10 ? "A" : String(remainder);
};

/** The stored form: upper case with the check digit in brackets, e.g. "A123456(3)". */
export const normalizeHkid = (input: string) => {
  const compact = input.trim().toUpperCase().replace(/[()]/g, "");
  return `${compact.slice(0, -1)}(${compact.slice(-1)})`;
};
