import { checkReadiness } from "@/server/platform/health/check-readiness";
import { logUnreadiness } from "@/server/platform/health/log-unreadiness";

// Readiness: the configuration is complete and the database reachable and migrated. 503 takes
// the instance out of rotation. The answer is public, so it says only ready or not: which
// setting is missing, or how many migrations, goes to the log (log-unreadiness.ts).
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  logUnreadiness(readiness);
  return Response.json({ ready: readiness.ready }, { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
