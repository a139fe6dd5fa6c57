import fs from "node:fs";
import { z } from "zod";
import { DEMO_FIXTURE_PATH } from "@/server/platform/db/engines";
import { UnauthenticatedError } from "@/server/domain/errors";

// The demo fixture's API keys, staff passwords and SePay receiver keys are published (this
// repository, the README), so anyone can use them. Production refuses them even where they are in the database: a demo
// loaded by mistake, or a database copied from a demo, must not open the API or the desk.
// ALLOW_DEMO_CREDENTIALS=true lifts this for a demo or CI run of the production build.

const fixtureCredentials = z.object({
  api_keys: z.array(z.object({ name: z.string(), token: z.string() })).default([]),
  properties: z.array(
    z.object({
      staff: z.array(z.object({ email: z.string(), password: z.string() })).default([]),
      bank_account: z.object({ sepay_webhook_key: z.string().optional() }).optional(),
    }),
  ),
});

export interface DemoCredentials {
  /** Plaintext keys, so a request is refused by its token alone, before any lookup. */
  apiKeyTokens: ReadonlySet<string>;
  /** Lower-case e-mail to password. */
  staffPasswords: ReadonlyMap<string, string>;
  /** The properties' SePay receiver keys (bank_account.sepay_webhook_key). */
  sepayKeys: ReadonlySet<string>;
}

let demo: DemoCredentials | undefined;

/** The demo fixture's credentials, read from drizzle/fixtures/demo.json once. */
export function demoCredentials(): DemoCredentials {
  if (!demo) {
    const fixture = fixtureCredentials.parse(JSON.parse(fs.readFileSync(DEMO_FIXTURE_PATH, "utf8")));
    demo = {
      apiKeyTokens: new Set(fixture.api_keys.map((key) => key.token)),
      staffPasswords: new Map(
        fixture.properties.flatMap((property) => property.staff.map((member) => [member.email.toLowerCase(), member.password])),
      ),
      sepayKeys: new Set(fixture.properties.flatMap((property) => property.bank_account?.sepay_webhook_key ?? [])),
    };
  }
  return demo;
}

/** Production refuses them unless ALLOW_DEMO_CREDENTIALS=true; development relies on them. */
export function demoCredentialsRefused(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "production" && env.ALLOW_DEMO_CREDENTIALS !== "true";
}

/** A demo key where they are refused: the caller answers it as it answers an unknown key. */
export function isRefusedDemoApiKey(token: string): boolean {
  return demoCredentialsRefused() && demoCredentials().apiKeyTokens.has(token);
}

/** A demo SePay key where they are refused: the receiver answers it as a wrong key. */
export function isRefusedDemoSepayKey(key: string): boolean {
  return demoCredentialsRefused() && demoCredentials().sepayKeys.has(key);
}

/** Throws the desk's wrong-password answer for a demo e-mail and password where they are refused. */
export function refuseDemoStaffPassword(email: string, password: string): void {
  if (demoCredentialsRefused() && demoCredentials().staffPasswords.get(email.trim().toLowerCase()) === password) {
    throw new UnauthenticatedError("E-mail or password is wrong.");
  }
}
