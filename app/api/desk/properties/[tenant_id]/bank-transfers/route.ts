import { bankTransfersCsv, bankTransfersQuerySchema, listBankTransfers } from "@/server/payments/list-bank-transfers";
import { apiRoute } from "@/server/platform/http/api-route";
import type { RequestCost } from "@/server/platform/http/request-cost";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

const listCost = (request: Request): RequestCost =>
  (new URL(request.url).searchParams.get("format") ?? "json") === "json" ? "search" : "export";

/** Desk: the day's bank transfers to the property's account, as JSON for the page or CSV for the accounts. */
export const GET = apiRoute({ scope: "bookings:read", cost: listCost }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const query = parseQuery(bankTransfersQuerySchema, request);
  const list = await listBankTransfers({ db, ctx, input: { tenantId: path.tenant_id, date: query.date } });
  if (query.format === "json") return list;
  return new Response(bankTransfersCsv(list), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="transfers-${path.tenant_id}-${query.date}.csv"`,
      "cache-control": "no-store",
    },
  });
});
