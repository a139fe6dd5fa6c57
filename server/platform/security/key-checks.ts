import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { appMasterKeys } from "./app-secret";
import { decryptText } from "./encrypted-text";
import { checkValueOf, type MasterKey } from "./keyring";
import { openSepayKey } from "./sepay-receiver-key";
import { currentWebhookMasterKey, webhookKeyring, webhookMasterKeys } from "./webhook-secret-key";

// A process whose key is not the one the database's encrypted data was written with cannot open
// a webhook secret nor a kept answer, and before key checks it found out one delivery at a time,
// in silence. Each key that writes records its id and check value in `encryption_key_checks`;
// every start (the server and each command) compares them with its own keys and refuses to run
// on a mismatch, with one line that names both keys (their ids) and the way out.

interface KeyCheckRow {
  kid: string;
  check_value: string;
  origin: string;
}

/** Every master key this process holds: APP_SECRET's (current and previous), then WEBHOOK_SECRET_KEY's. */
function knownMasterKeys(): MasterKey[] {
  const app = appMasterKeys();
  return [app.current, ...app.previous, ...webhookMasterKeys()];
}

/** The keys that write from now on: APP_SECRET's, and WEBHOOK_SECRET_KEY's when it is set. */
function writingMasterKeys(): MasterKey[] {
  const app = appMasterKeys().current;
  const webhook = currentWebhookMasterKey();
  return webhook.kid === app.kid ? [app] : [app, webhook];
}

/**
 * Why this process must not run on this database, in one sentence, or undefined: a key-check row
 * whose key this process does not hold (or holds under another value). A database without rows
 * (written before key checks) is probed instead: one stored webhook secret (or SePay key) must open.
 */
export async function findKeyMismatch(db: Queryable): Promise<string | undefined> {
  const rows = await queryRows<KeyCheckRow>(db, sql`select kid, check_value, origin from encryption_key_checks order by created_at, kid`);
  const known = knownMasterKeys();
  for (const row of rows) {
    const key = known.find((candidate) => candidate.kid === row.kid);
    if (!key || checkValueOf(key.secret) !== row.check_value) return mismatch(`key ${row.kid} (${row.origin})`, row.origin);
  }
  if (rows.length > 0) return undefined;
  return (await legacySecretOpens(db)) ? undefined : mismatch("another key (before key ids were recorded)", "");
}

function mismatch(written: string, origin: string): string {
  const webhook = origin.startsWith("WEBHOOK_SECRET_KEY");
  const current = webhook ? currentWebhookMasterKey() : appMasterKeys().current;
  const previous = webhook ? "WEBHOOK_SECRET_KEY_PREVIOUS" : "APP_SECRET_PREVIOUS";
  return (
    `the database's encrypted data was written with ${written}, and ${current.origin} is key ${current.kid}; ` +
    `start with the key it was written with, or keep ${current.origin} and add that key to ${previous}, ` +
    'then run npm run secrets:reencrypt (docs/deploy.md, "Rotating APP_SECRET").'
  );
}

/** One stored secret opens: a webhook's, or else a property's SePay key (the same keyring). */
async function legacySecretOpens(db: Queryable): Promise<boolean> {
  const [webhook] = await queryRows<{ id: string; secret: string }>(
    db,
    sql`select id::text as id, secret from webhooks where secret like 'enc:%' order by id limit 1`,
  );
  const [property] = webhook
    ? []
    : await queryRows<{ id: string; stored: string }>(
        db,
        sql`select id, sepay_webhook_key as stored from properties where sepay_webhook_key like 'enc:%' order by id limit 1`,
      );
  try {
    if (webhook) decryptText(webhook.secret, webhookKeyring(), webhook.id);
    else if (property) openSepayKey(property.stored, property.id);
    return true;
  } catch {
    return false;
  }
}

/** Records the keys that write from now on (harmless when they are recorded already, or by several processes at once). */
export async function recordKeyChecks(db: Queryable): Promise<void> {
  for (const key of writingMasterKeys()) {
    await db.execute(sql`
      insert into encryption_key_checks (kid, check_value, origin)
      values (${key.kid}, ${checkValueOf(key.secret)}, ${key.origin})
      on conflict (kid) do nothing`);
  }
}

/**
 * At start, once the database is open: refuses (one line on stderr, exit 1) when this process's
 * keys are not those the data was written with; otherwise records its own. Every environment,
 * not only production: with the wrong key nothing encrypted can be read in development either.
 */
export async function refuseKeyMismatch(db: Queryable, beforeExit: () => Promise<void> = async () => undefined): Promise<void> {
  const problem = await findKeyMismatch(db);
  if (problem) {
    console.error(`Refusing to start: ${problem}`);
    await beforeExit();
    process.exit(1);
  }
  await recordKeyChecks(db);
}
