import { apiRoute } from "@/server/platform/http/api-route";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { listCities } from "@/server/reference/vietnam";

/** Vietnam's 34 provinces and centrally-run cities (2025 reform). */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async () => staticReferenceResponse(listCities()));
