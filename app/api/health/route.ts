// Liveness: the process is up and serving. It touches nothing else, so a database outage
// never makes an orchestrator restart healthy instances.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
