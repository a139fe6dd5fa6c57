import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { tenantPathSchema } from "@/server/properties/schemas";
import type { VerbErrors } from "@/server/platform/openapi/operation-answers";
import { registerOperation } from "@/server/platform/openapi/register-operation";

/**
 * requireProperty: a property the credential may not act on is the wrapper's FORBIDDEN; one that
 * does not exist is NOT_FOUND (to a credential on all properties: the others get FORBIDDEN).
 */
export const PROPERTY_LOOKUP = { NOT_FOUND: "no such property" } as const satisfies VerbErrors;

const directBookingSourceSchema = z
  .object({
    name: z.string(),
    color: z.string().describe("Colour code, #rrggbb"),
    translated_name: z.string().describe("Vietnamese, or English when Accept-Language prefers en over vi"),
  })
  .meta({ id: "DirectBookingSource" });

export function registerPropertyPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/booking-sources",
    operationId: "listDirectBookingSources",
    tag: "Properties",
    summary: "Get Booking Sources (direct segment only)",
    description:
      "The active booking sources of the direct segment (walk-in, website, phone); OTA channels are excluded. " +
      "Scope `properties:read`. Cached for 10 minutes.",
    route: { wrapper: "apiRoute" },
    request: {
      params: tenantPathSchema,
      headers: z.object({ "Accept-Language": z.string().optional() }),
    },
    success: {
      description: "The direct booking sources (private, max-age=600; varies with Accept-Language and Authorization)",
      data: z.array(directBookingSourceSchema),
      headers: ["Cache-Control", "Vary"],
    },
    errors: PROPERTY_LOOKUP,
  });
}
