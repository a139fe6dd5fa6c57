import type { Database } from "./database";
import { isEmpty } from "./engines";

/**
 * Loads the demo fixture into an empty database when the app starts. Development does unless
 * SEED_DEMO_ON_EMPTY=false, so `npm run dev` works at once. Production does only when
 * SEED_DEMO_ON_EMPTY=true is set on purpose: a new production database must not open with the
 * demo's published keys and passwords. Returns whether it loaded it.
 */
export async function seedDemoOnEmpty(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const wanted = env.NODE_ENV === "production" ? env.SEED_DEMO_ON_EMPTY === "true" : env.SEED_DEMO_ON_EMPTY !== "false";
  if (!wanted || !(await isEmpty(db))) return false;
  const { importDemoFixture } = await import("@/server/fixtures/demo-fixture");
  await importDemoFixture(db);
  return true;
}
