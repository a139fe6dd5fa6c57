import { publicRoute } from "@/server/http/api-route";
import { jsonResponse } from "@/server/http/json";
import { openApiDocument } from "@/server/openapi/document";

/** The OpenAPI 3.1 document of this API; public, like any API reference. */
export const GET = publicRoute(async () =>
  jsonResponse(openApiDocument(), { headers: { "cache-control": "public, max-age=300" } }),
);
