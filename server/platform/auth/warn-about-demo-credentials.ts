import { and, eq, inArray, isNull } from "drizzle-orm";
import { hashApiKey } from "@/server/platform/auth/api-key-secrets";
import { verifyPassword } from "@/server/platform/auth/passwords";
import type { Database } from "@/server/platform/db/database";
import { apiKeys, staffAccounts, staffUsers } from "@/server/platform/db/schema";
import { logger } from "@/server/platform/observability/logger";
import { demoCredentials, demoCredentialsRefused } from "./demo-credentials";

export interface DemoCredentialsFound {
  /** Names of the demo's keys that are stored and not revoked. */
  apiKeys: string[];
  /** E-mails of staff whose password is still the demo's. */
  staff: string[];
}

/**
 * At start in production: says which of the demo's public credentials the database holds
 * (key names and e-mails, never a secret), so an operator revokes them; with
 * ALLOW_DEMO_CREDENTIALS=true, says loudly that they open this server. Development says nothing:
 * the demo is what it runs on.
 */
export async function warnAboutDemoCredentials(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<DemoCredentialsFound | undefined> {
  if (env.NODE_ENV !== "production") return undefined;
  const found = await findDemoCredentials(db);
  if (!demoCredentialsRefused(env)) {
    logger.warn(
      { api_keys: found.apiKeys, staff: found.staff },
      "ALLOW_DEMO_CREDENTIALS=true: the demo fixture's published API keys and staff passwords open this server. Only for a demo or CI run, never on a server others can reach.",
    );
  } else if (found.apiKeys.length > 0 || found.staff.length > 0) {
    logger.warn(
      { api_keys: found.apiKeys, staff: found.staff },
      "The database holds the demo fixture's published credentials; they are refused (401). Revoke these keys and change these passwords.",
    );
  }
  return found;
}

async function findDemoCredentials(db: Database): Promise<DemoCredentialsFound> {
  const { apiKeyTokens, staffPasswords } = demoCredentials();
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
  return { apiKeys: keys.map((key) => key.name), staff };
}
