import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { commonErrorResponses, notFoundResponse, successOf } from "@/server/platform/openapi/envelopes";

export const directBookingSourceSchema = z
  .object({
    name: z.string(),
    color: z.string().describe("Colour code, #rrggbb"),
    translated_name: z.string().describe("Vietnamese, or English when Accept-Language prefers en over vi"),
  })
  .meta({ id: "DirectBookingSource" });

export function registerPropertyPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/properties/{tenant_id}/booking-sources",
    operationId: "listDirectBookingSources",
    tags: ["Properties"],
    summary: "Get Booking Sources (direct segment only)",
    description:
      "The active booking sources of the direct segment (walk-in, website, phone); OTA channels are excluded. " +
      "Scope `properties:read`. Cached for 10 minutes.",
    request: {
      params: z.object({ tenant_id: z.string() }),
      headers: z.object({ "accept-language": z.string().optional() }),
    },
    responses: {
      ...successOf(z.array(directBookingSourceSchema), "The direct booking sources"),
      ...commonErrorResponses,
      ...notFoundResponse,
    },
  });
}
