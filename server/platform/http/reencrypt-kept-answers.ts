import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { decryptText, encryptText } from "@/server/platform/security/encrypted-text";
import { answerContext, answerKey } from "./idempotency";

const BATCH = 500;

/**
 * Seals the kept Idempotency-Key answers again under the current APP_SECRET (after a rotation),
 * batch by batch, each batch one transaction under row locks, in key order so an answer that
 * does not open is passed once and counted. Such an answer stays as it is: a replay of it is
 * refused (409 IDEMPOTENCY_KEY_ANSWER_LOST) until the key expires, within 24 hours.
 */
export async function reencryptKeptAnswers(db: Database): Promise<{ reencrypted: number; unreadable: number }> {
  const keys = answerKey();
  const prefix = `enc:v2:${keys.current.kid}:`;
  const count = { reencrypted: 0, unreadable: 0 };
  let after: { credential_id: string; key: string } | undefined;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await queryRows<{ credential_id: string; key: string; response_body: string }>(
        tx,
        sql`select credential_id, key, response_body from idempotency_keys
            where response_body like 'enc:%' and not starts_with(response_body, ${prefix})
              ${after ? sql`and (credential_id, key) > (${after.credential_id}, ${after.key})` : sql``}
            order by credential_id, key limit ${BATCH}::int
            for update`,
      );
      for (const row of batch) {
        const context = answerContext({ credentialId: row.credential_id, key: row.key });
        let sealed: string;
        try {
          sealed = encryptText(decryptText(row.response_body, keys, context), keys, context);
        } catch {
          count.unreadable += 1;
          continue;
        }
        await tx.execute(
          sql`update idempotency_keys set response_body = ${sealed} where credential_id = ${row.credential_id} and key = ${row.key}`,
        );
        count.reencrypted += 1;
      }
      return batch;
    });
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1];
  }
  return count;
}
