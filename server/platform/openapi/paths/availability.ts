import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { commonErrorResponses, notFoundResponse, successOf } from "@/server/platform/openapi/envelopes";

const date = z.string().meta({ format: "date", example: "2026-12-01" });
const occupancy = z.string().regex(/^\d+$/).optional();

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
  registry.registerPath({
    method: "get",
    path: "/properties/{tenant_id}/room_types/search",
    operationId: "searchRoomTypes",
    tags: ["Availability"],
    summary: "Search Room Type",
    description:
      "Room types free for a stay of at most 30 nights, with their direct rate plans priced night by night. Scope `properties:read`.",
    request: {
      params: z.object({ tenant_id: z.string() }),
      query: z.object({
        checkin_date: date,
        checkout_date: date.describe("Strictly after checkin_date, at most 30 days later"),
        room_type_id: z.uuid().optional(),
        occ_adults: occupancy.describe("Also accepted as occupancy_adults"),
        occ_children: occupancy.describe("Also accepted as occupancy_children"),
        occ_infant: occupancy.describe("Also accepted as occupancy_infant"),
      }),
    },
    responses: { ...successOf(z.array(roomTypeAvailabilitySchema), "Room types"), ...commonErrorResponses, ...notFoundResponse },
  });

  registry.registerPath({
    method: "get",
    path: "/properties/search",
    operationId: "searchProperties",
    tags: ["Availability"],
    summary: "Search Properties",
    description: "The properties the credential may act on with a room free for the whole stay. Scope `properties:read`.",
    request: { query: z.object({ checkin_date: date, checkout_date: date }) },
    responses: { ...successOf(z.array(propertyAvailabilitySchema), "Properties"), ...commonErrorResponses },
  });
}
