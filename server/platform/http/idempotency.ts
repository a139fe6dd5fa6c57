import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { idempotencyKeys } from "@/server/platform/db/schema";
import { queryRows } from "@/server/platform/db/query-rows";
import { logger } from "@/server/platform/observability/logger";
import { appKeyring } from "@/server/platform/security/app-secret";
import { decryptText, encryptText, isEncryptedText } from "@/server/platform/security/encrypted-text";
import { DomainError, ValidationError } from "@/server/domain/errors";

// Idempotency-Key on every POST (decisions.md): the same key with the same request within
// 24 hours replays the first answer; with another request it is 422 IDEMPOTENCY_KEY_REUSED;
// while the first is still running it is 409. Keys belong to the credential that sent them.
// After 24 hours (as Stripe's) a key is a new key; the retention job deletes the record
// (purge-expired-idempotency-keys.ts). The kept answers are encrypted at rest: a webhook's
// registration answer holds its signing secret, and booking answers hold guests' data.

const RETENTION = "24 hours";
/** A request still "in flight" after this long died with its process; a retry may take over. */
const ABANDONED_AFTER = "2 minutes";
export const MAX_KEY_LENGTH = 255;

class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used with a different request.");
  }
}

/**
 * The first request ran, but its kept answer no longer opens (APP_SECRET was changed since, and the former one is not in APP_SECRET_PREVIOUS).
 * Running the request again could apply it twice, so the key is refused until it expires.
 */
class IdempotencyAnswerUnreadableError extends DomainError {
  constructor() {
    super(
      "IDEMPOTENCY_KEY_ANSWER_LOST",
      "A request with this Idempotency-Key was processed, but its answer can no longer be replayed; read the resource to see its state.",
    );
  }
}

class IdempotencyKeyInFlightError extends DomainError {
  constructor() {
    super("IDEMPOTENCY_KEY_IN_FLIGHT", "A request with this Idempotency-Key is still being processed; retry later.");
  }
}

export function fingerprint(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex");
}

/**
 * Runs `execute` at most once per (credential, key, request). Answers that are not 5xx are
 * kept and replayed; a 5xx frees the key, since nothing was changed and a retry should run.
 */
export async function withIdempotency(
  db: Database,
  claim: { credentialId: string; key: string; requestHash: string; propertyId?: string },
  execute: () => Promise<Response>,
): Promise<Response> {
  if (claim.key.length === 0 || claim.key.length > MAX_KEY_LENGTH) {
    throw ValidationError.field("Idempotency-Key", `Use a key of 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  const where = and(eq(idempotencyKeys.credentialId, claim.credentialId), eq(idempotencyKeys.key, claim.key));
  await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, sql`now()`)));
  const claimed = await queryRows<{ key: string }>(
    db,
    sql`insert into idempotency_keys (credential_id, key, property_id, request_hash, expires_at)
        values (${claim.credentialId}, ${claim.key}, ${claim.propertyId ?? null}, ${claim.requestHash}, now() + ${RETENTION}::interval)
        on conflict (credential_id, key) do update set created_at = now(), state = 'in_flight'
          where idempotency_keys.state = 'in_flight'
            and idempotency_keys.request_hash = excluded.request_hash
            and idempotency_keys.created_at < now() - ${ABANDONED_AFTER}::interval
        returning key`,
  );
  if (claimed.length === 0) return replay(db, claim);

  let response: Response;
  try {
    response = await execute();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (response.status >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return response;
  }
  const body = await response.clone().text();
  await db.execute(sql`
    update idempotency_keys set state = 'completed', response_status = ${response.status},
      response_body = ${body === "" ? null : encryptText(body, answerKey(), answerContext(claim))}
    where credential_id = ${claim.credentialId} and key = ${claim.key}`);
  return response;
}

/** APP_SECRET's keyring: the current key seals, a previous one (APP_SECRET_PREVIOUS) still opens. */
export function answerKey() {
  return appKeyring("idempotency-responses");
}

/** Binds a kept answer to its row: copied onto another credential's key, it does not open. */
export function answerContext(claim: { credentialId: string; key: string }): string {
  return JSON.stringify([claim.credentialId, claim.key]);
}

/** The first answer's text; rows kept before encryption hold it as it was (JSON never starts with `enc:`). */
function openAnswer(stored: string | null, claim: { credentialId: string; key: string }): string | null {
  if (stored === null || !isEncryptedText(stored)) return stored;
  try {
    return decryptText(stored, answerKey(), answerContext(claim));
  } catch {
    logger.warn("a kept Idempotency-Key answer does not open with the current key");
    throw new IdempotencyAnswerUnreadableError();
  }
}

async function replay(db: Database, claim: { credentialId: string; key: string; requestHash: string }): Promise<Response> {
  const [first] = await queryRows<{ request_hash: string; state: string; response_status: number | null; body: string | null }>(
    db,
    sql`select request_hash, state, response_status, response_body as body from idempotency_keys
        where credential_id = ${claim.credentialId} and key = ${claim.key}`,
  );
  if (!first) throw new IdempotencyKeyInFlightError();
  if (first.request_hash !== claim.requestHash) throw new IdempotencyKeyReusedError();
  if (first.state !== "completed") throw new IdempotencyKeyInFlightError();
  return new Response(openAnswer(first.body, claim), {
    status: first.response_status ?? 200,
    headers: { "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" },
  });
}
