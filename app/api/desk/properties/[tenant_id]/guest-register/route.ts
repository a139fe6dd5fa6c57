import { guestRegisterQuerySchema, readGuestRegister } from "@/server/desk/guest-register/read-guest-register";
import { registerFileName } from "@/server/desk/guest-register/register-columns";
import { registerCsv } from "@/server/desk/guest-register/register-csv";
import { registerXlsx } from "@/server/desk/guest-register/register-xlsx";
import { apiRoute } from "@/server/platform/http/api-route";
import type { RequestCost } from "@/server/platform/http/request-cost";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** The page's JSON reads a night's stays (a search); a file is built from them too (an export). */
const registerCost = (request: Request): RequestCost =>
  (new URL(request.url).searchParams.get("format") ?? "json") === "json" ? "search" : "export";

/** Desk: the guest register of a night, as JSON for the page or as a CSV or XLSX file for the police. */
export const GET = apiRoute({ scope: "bookings:read", cost: registerCost }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const query = parseQuery(guestRegisterQuerySchema, request);
  const register = await readGuestRegister({ db, ctx, input: { tenantId: path.tenant_id, date: query.date } });
  if (query.format === "json") return register;
  const file = query.format === "csv" ? registerCsv(register) : await registerXlsx(register);
  return new Response(file, {
    headers: {
      "content-type":
        query.format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${registerFileName(path.tenant_id, query.date, query.format)}"`,
      // Guests' identity data: never kept by a browser or a proxy.
      "cache-control": "no-store",
    },
  });
});
