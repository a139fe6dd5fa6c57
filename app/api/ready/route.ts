import { checkReadiness } from "@/server/platform/health/check-readiness";

// Readiness: the configuration is complete and the database reachable and migrated. 503 takes
// the instance out of rotation, and its body says which of these is missing.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
