import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** better-auth's limit on what it checks (its default); the fixture refuses longer staff passwords. */
export const STAFF_PASSWORD_MAX_LENGTH = 128;

// Staff passwords: argon2id with the library's defaults (OWASP's recommended memory cost).

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
