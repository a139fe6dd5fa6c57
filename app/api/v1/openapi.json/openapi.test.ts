import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { GET } from "./route";

/** Every endpoint of the contract (partner-api.md) and of decisions.md, under /api/v1. */
const SPEC_PATHS = [
  "/properties/{tenant_id}/bookings/{booking_id}/update",
  "/properties/{tenant_id}/bookings/{booking_id}",
  "/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/checkout",
  "/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/rate",
  "/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/cancel",
  "/properties/{tenant_id}/bookings/{booking_id}/checkin-link",
  "/properties/{tenant_id}/bookings/{booking_id}/checkin-links",
  "/properties/{tenant_id}/booking-sources",
  "/properties/{tenant_id}/room_types/search",
  "/properties/search",
  "/reference/countries",
  "/reference/cities",
  "/reference/cities/{cityCode}/wards",
];

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document listing every endpoint of the contract", async () => {
    const answer = await callRoute(GET, { path: "/api/v1/openapi.json" });
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(answer.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(answer.body.paths)).toEqual(expect.arrayContaining(SPEC_PATHS));
    expect(answer.body.paths["/properties/{tenant_id}/bookings/{booking_id}/update"].post.requestBody.content).toHaveProperty(
      "multipart/form-data",
    );
    expect(answer.body.components.schemas.BookingDetail.required).toContain("booking_rooms");
  });

  it("describes Update Booking's payload (a zod/mini schema) down to the guest record", async () => {
    const answer = await callRoute(GET, { path: "/api/v1/openapi.json" });
    const update = answer.body.paths["/properties/{tenant_id}/bookings/{booking_id}/update"].post;
    expect(update.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/UpdateBookingPayload" });
    const payload = answer.body.components.schemas.UpdateBookingPayload;
    expect(payload).not.toHaveProperty("$schema");
    expect(payload.additionalProperties).toBe(false);
    const room = payload.properties.rooms.anyOf.find((option: { type: string }) => option.type === "array").items;
    expect(room.required).toEqual(["id"]);
    const guest = room.properties.guests.properties.records.items;
    expect(guest.required).toEqual(["name"]);
    expect(guest.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 255 });
    expect(guest.properties.id.description).toBe("An existing guest of this room to update instead of adding");
    expect(guest.properties.gender.anyOf).toContainEqual({ type: "string", enum: ["male", "female", "unknown"] });
  });
});
