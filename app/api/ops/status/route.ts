import { operatorRoute } from "@/server/operations/operator-route";
import { readOperatorStatus } from "@/server/operations/operator-status";

// The operator's detail behind the metrics token: each worker's last pass (stale or not), the
// e-mail renderer's state, the queues' sizes and ages. /api/ready stays public: ready or not only.
export const dynamic = "force-dynamic";

export const GET = operatorRoute(async (db) => Response.json(await readOperatorStatus(db)));
