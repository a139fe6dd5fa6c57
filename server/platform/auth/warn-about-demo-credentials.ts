import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { hashApiKey } from "@/server/platform/auth/api-key-secrets";
import { verifyPassword } from "@/server/platform/auth/passwords";
import type { Database } from "@/server/platform/db/database";
import { apiKeys, properties, staffAccounts, staffUsers } from "@/server/platform/db/schema";
import { openSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { logger } from "@/server/platform/observability/logger";
import { demoCredentials, demoCredentialsRefused } from "./demo-credentials";

export interface DemoCredentialsFound {
  /** Names of the demo's keys that are stored and not revoked. */
  apiKeys: string[];
  /** E-mails of staff whose password is still the demo's. */
  staff: string[];
  /** Properties whose SePay receiver key is still the demo's. */
  sepayKeys: string[];
}

/**
 * At start in production: says which of the demo's public credentials the database holds
 * (key names, e-mails and property ids, never a secret), so an operator revokes them; with
 * ALLOW_DEMO_CREDENTIALS=true, says loudly that they open this server. Development says nothing:
 * the demo is what it runs on.
 */
export async function warnAboutDemoCredentials(
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DemoCredentialsFound | undefined> {
  if (env.NODE_ENV !== "production") return undefined;
  const found = await findDemoCredentials(db);
  if (!demoCredentialsRefused(env)) {
    logger.warn(
      { api_keys: found.apiKeys, staff: found.staff, sepay_keys: found.sepayKeys },
      "ALLOW_DEMO_CREDENTIALS=true: the demo fixture's published API keys, staff passwords and SePay keys open this server. Only for a demo or CI run, never on a server others can reach.",
    );
  } else if (found.apiKeys.length > 0 || found.staff.length > 0 || found.sepayKeys.length > 0) {
    logger.warn(
      { api_keys: found.apiKeys, staff: found.staff, sepay_keys: found.sepayKeys },
      "The database holds the demo fixture's published credentials; they are refused (401). Revoke these keys, change these passwords, generate new SePay keys at the desk.",
    );
  }
  return found;
}

async function findDemoCredentials(db: Database): Promise<DemoCredentialsFound> {
  const { apiKeyTokens, staffPasswords, sepayKeys } = demoCredentials();
  const keys =
    apiKeyTokens.size === 0
      ? []
      : await db
          .select({ name: apiKeys.name })
          .from(apiKeys)
          .where(and(inArray(apiKeys.keyHash, [...apiKeyTokens].map(hashApiKey)), isNull(apiKeys.revokedAt)))
          .orderBy(apiKeys.name);
  const accounts =
    staffPasswords.size === 0
      ? []
      : await db
          .select({ email: staffUsers.email, passwordHash: staffAccounts.password })
          .from(staffUsers)
          .innerJoin(staffAccounts, and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, "credential")))
          .where(inArray(staffUsers.email, [...staffPasswords.keys()]))
          .orderBy(staffUsers.email);
  const staff: string[] = [];
  for (const account of accounts) {
    const demoPassword = staffPasswords.get(account.email);
    if (account.passwordHash && demoPassword && (await verifyPassword(account.passwordHash, demoPassword))) staff.push(account.email);
  }
  return { apiKeys: keys.map((key) => key.name), staff, sepayKeys: sepayKeys.size === 0 ? [] : await propertiesWithKeyIn(db, sepayKeys) };
}

/** The properties whose SePay key is one of `published` (a key that does not open is not one of them). */
async function propertiesWithKeyIn(db: Database, published: ReadonlySet<string>): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id, stored: properties.sepayWebhookKey })
    .from(properties)
    .where(isNotNull(properties.sepayWebhookKey))
    .orderBy(properties.id);
  return rows.filter((row) => published.has(openedOrNull(row.stored!, row.id) ?? "")).map((row) => row.id);
}

function openedOrNull(stored: string, propertyId: string): string | null {
  try {
    return openSepayKey(stored, propertyId);
  } catch {
    return null;
  }
}
