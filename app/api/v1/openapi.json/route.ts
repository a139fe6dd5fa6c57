import { staticRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { openApiDocument } from "@/server/composition/openapi-document";

/** The OpenAPI 3.1 document of this API; public, like any API reference. */
export const GET = staticRoute(async () => jsonResponse(openApiDocument(), { headers: { "cache-control": "public, max-age=300" } }));
