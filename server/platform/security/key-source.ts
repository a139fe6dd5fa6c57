import { openConfiguredDatabase, type OpenDatabase } from "@/server/platform/db/engines";
import { logger } from "@/server/platform/observability/logger";
import { appMasterKeys, appSecretProblem } from "./app-secret";
import { refuseKeyMismatch } from "./key-checks";
import { webhookMasterKeys, webhookSecretKeyProblem } from "./webhook-secret-key";

// Every process that reads or writes encrypted data (the server, db:seed, apikey:create, the
// worker, retention, secrets:reencrypt) takes its keys here, the same way: APP_SECRET from the
// environment, else (never in production) the development file .data/app-secret; it says which
// at start, and refuses to run on keys that cannot be right. A seed that silently used the
// development file while the server used APP_SECRET is what left deliveries unsigned.

let announced = false;

/** What keeps this process's keys from being used, one sentence per problem (each names its variable). */
function keyProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return [appSecretProblem(env), webhookSecretKeyProblem(env.WEBHOOK_SECRET_KEY, env.WEBHOOK_SECRET_KEY_PREVIOUS)].filter(
    (problem): problem is string => problem !== undefined,
  );
}

/**
 * Before the database opens: refuses (one line per problem on stderr, exit 1) when production
 * runs without APP_SECRET or a key is malformed, then announces the key source.
 */
export function refuseUnusableKeys(env: NodeJS.ProcessEnv = process.env): void {
  const problems = keyProblems(env);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  announceKeySource();
}

/** The one line that says where the keys came from, by id (never a key). */
export function describeKeySource(): string {
  const { source, current, previous } = appMasterKeys();
  const from =
    source === "environment"
      ? `environment (APP_SECRET, kid ${current.kid})`
      : `${current.origin.replace(/^the /, "")} (kid ${current.kid})`;
  const older = previous.length > 0 ? `; previous: ${previous.map((key) => `kid ${key.kid}`).join(", ")}` : "";
  const webhook = webhookMasterKeys();
  const separate =
    webhook.length > 0 ? `; webhook secrets: WEBHOOK_SECRET_KEY (kid ${webhook.map((key) => key.kid).join(", previous kid ")})` : "";
  return `encryption key: ${from}${older}${separate}`;
}

/** Logs describeKeySource() once per process. */
export function announceKeySource(): void {
  if (announced) return;
  announced = true;
  const { source } = appMasterKeys();
  logger.info({ keySource: source }, describeKeySource());
}

/**
 * The commands' way to open the database: keys checked before it opens, then compared with the
 * key-check rows of the data (key-checks.ts); a mismatch closes it and exits 1.
 */
export async function openDatabaseWithKeys(): Promise<OpenDatabase> {
  refuseUnusableKeys();
  const open = await openConfiguredDatabase();
  await refuseKeyMismatch(open.db, () => open.close());
  return open;
}
