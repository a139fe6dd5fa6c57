import { DomainError } from "@/server/domain/errors";
import { deskSessionContext } from "@/server/platform/auth/desk-session-context";
import { getDb } from "@/server/platform/db/client";
import { logger } from "@/server/platform/observability/logger";
import { stringifyJson } from "@/server/domain/exact-json";
import { readToday, type TodayAtDesk } from "./read-today";

/**
 * The Today page's answer read while the server renders the page, so its first paint has the
 * board (no skeleton, no request before the arrivals show): the same answer as
 * GET /api/desk/properties/{id}/today, as the browser would parse it (exact-json, then
 * JSON.parse). Undefined when it cannot be read here (no session, a refused property, a failure):
 * the page then asks the route, which says why.
 */
export async function readTodayForPage(pageHeaders: Headers, tenantId: string): Promise<TodayAtDesk | undefined> {
  try {
    const db = await getDb();
    const ctx = await deskSessionContext(db, new Request("http://desk.local/desk", { headers: pageHeaders }));
    if (!ctx) return undefined;
    return JSON.parse(stringifyJson(await readToday({ db, ctx, input: { tenantId } }))) as TodayAtDesk;
  } catch (error) {
    // A refusal (another property, no access) is the route's to say; anything else is a fault
    // the page would hide behind its fetch: logged, without values (the logger's error serializer).
    if (!(error instanceof DomainError)) logger.error({ error }, "Today could not be read while rendering the page");
    return undefined;
  }
}
