import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its recommended cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);
