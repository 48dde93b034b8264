import { hash, verify } from "@node-rs/argon2";
import { createRequire } from "node:module";

/** argon2id (the library's default algorithm) with its recommended cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);

/**
 * A hash of a password nobody has, to verify against when the e-mail names no user: an unknown
 * e-mail then costs the same argon2 run as a wrong password, and timing tells neither apart.
 */
let dummy: Promise<string> | undefined;
export const verifyNobody = async (password: string) => {
  dummy ??= hashPassword(`no user has this password ${Math.random()}`);
  await verifyPassword(await dummy, password);
  return false;
};

/**
 * The common passwords shipped with the app: zxcvbn-ts's list (@zxcvbn-ts/language-common, ~49,000
 * passwords ranked from public breach corpora), loaded on first use and compared case-insensitively.
 */
let common: Set<string> | undefined;
export const isCommonPassword = (password: string) => {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as { dictionary: Record<string, string[]> };
    common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
};
