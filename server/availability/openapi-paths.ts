import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { MAX_STAY_NIGHTS } from "@/server/availability/schemas";
import { tenantPathSchema } from "@/server/properties/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { PROPERTY_LOOKUP } from "@/server/properties/openapi-paths";

const date = z.string().meta({ format: "date", example: "2026-12-01" });
/** The searches read 1 to 3 digits (availability/schemas.ts). */
const occupancy = z.int().min(0).max(999).optional();

const stayErrors = {
  VALIDATION_FAILED: `\`errors\` names each parameter; the order or span of the dates (at most ${MAX_STAY_NIGHTS} nights) on \`checkout_date\``,
} as const;

const roomTypeAvailabilitySchema = z
  .object({
    room_types: z.object({
      id: z.string(),
      title: z.string(),
      quantity: z.number().int().describe("Rooms free on every night of the stay (0 or more)"),
      occ_adults: z.number().int(),
      occ_children: z.number().int(),
      occ_infants: z.number().int(),
      rate_plans: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          currency: z.string(),
          sell_mode: z.string(),
          has_breakfast: z.boolean(),
          days_breakdown: z.array(z.object({ day: date, price: z.number() })),
          estimated_total_price: z.number().describe("Exact sum of the daily prices"),
        }),
      ),
    }),
  })
  .meta({ id: "RoomTypeAvailability" });

const propertyAvailabilitySchema = z
  .object({
    id: z.string(),
    prefix: z.string(),
    title: z.string(),
    property_type: z.string(),
    currency: z.string(),
    timezone: z.string(),
    quantity: z.number().int(),
    avg_daily_rate: z.number().describe("Mean nightly price of the direct rate plans of the available room types"),
  })
  .meta({ id: "PropertyAvailability" });

export function registerAvailabilityPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/room_types/search",
    operationId: "searchRoomTypes",
    tag: "Availability",
    summary: "Search Room Type",
    description: `Room types free for a stay of at most ${MAX_STAY_NIGHTS} nights, with their direct rate plans priced night by night. Scope \`properties:read\`.`,
    route: { wrapper: "apiRoute" },
    request: {
      params: tenantPathSchema,
      query: z.object({
        checkin_date: date,
        checkout_date: date.describe(`Strictly after checkin_date, at most ${MAX_STAY_NIGHTS} days later`),
        room_type_id: z.uuid().optional(),
        occ_adults: occupancy.describe("Only room types for at least this many adults"),
        occupancy_adults: occupancy.describe("The spec's other name for occ_adults; occ_adults wins when both are sent"),
        occ_children: occupancy.describe("Only room types for at least this many children"),
        occupancy_children: occupancy.describe("The spec's other name for occ_children; occ_children wins when both are sent"),
        occ_infant: occupancy.describe("Only room types for at least this many infants"),
        occupancy_infant: occupancy.describe("The spec's other name for occ_infant; occ_infant wins when both are sent"),
      }),
    },
    success: { description: "Room types", data: z.array(roomTypeAvailabilitySchema) },
    errors: { ...PROPERTY_LOOKUP, ...stayErrors },
  });

  registerOperation(registry, {
    method: "get",
    path: "/properties/search",
    operationId: "searchProperties",
    tag: "Availability",
    summary: "Search Properties",
    description: "The properties the credential may act on with a room free for the whole stay. Scope `properties:read`.",
    route: { wrapper: "apiRoute" },
    request: { query: z.object({ checkin_date: date, checkout_date: date }) },
    success: { description: "Properties", data: z.array(propertyAvailabilitySchema) },
    errors: stayErrors,
  });
}
