import { Algorithm, hash, verify } from "@node-rs/argon2";

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password, { algorithm: Algorithm.Argon2id });

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);
