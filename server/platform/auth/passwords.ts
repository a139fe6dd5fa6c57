import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** better-auth's limit on what it checks (its default); the fixture refuses longer staff passwords. */
export const STAFF_PASSWORD_MAX_LENGTH = 128;

// Staff passwords: argon2id with the library's defaults (OWASP's recommended memory cost: 19 MiB,
// 2 passes). Under Vitest only, a cheap cost: about 480 tests import the demo fixture, whose five
// staff passwords were hashed at full cost each time (minutes of CI). A hash records its own
// parameters, so verify() reads either; no other process (dev, start, scripts) sees VITEST.
const TEST_COST = process.env.VITEST === "true" ? { memoryCost: 1024, timeCost: 1 } : {};

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...TEST_COST });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
