import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/server/domain/errors";
import { ERROR_STATUS } from "@/server/platform/http/error-status";
import { MAX_KEY_LENGTH } from "@/server/platform/http/idempotency";
import { callRoute } from "@/tests/support/call-route";
import { GET } from "./route";

// What the document declares about every operation's answers. That each real answer matches
// it is checked on every route test's call (tests/support/documented-answer.ts).

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is arbitrary JSON */
let document: any;
beforeAll(async () => {
  document = (await callRoute(GET, { path: "/api/v1/openapi.json" })).body;
});

const METHODS = ["get", "post", "put", "patch", "delete"];
const operations = () =>
  Object.entries(document.paths).flatMap(([template, item]: [string, any]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ template, method, operation: item[method] })),
  );
const withCredential = () => operations().filter(({ operation }) => operation.security === undefined || operation.security.length > 0);
const headerNames = (response: any) => Object.keys(response.headers ?? {});
/** An operation's success answer: 200, or 201 for one that creates something (Stage an ID photo). */
const SUCCESS_STATUSES = ["200", "201"];
const successOf = (responses: any) => responses[200] ?? responses[201];

describe("GET /api/v1/openapi.json: the answers of every operation", () => {
  it("tags every operation with a tag the document describes, and names a contact and a license", () => {
    const tags = new Map(document.tags.map((tag: { name: string; description: string }) => [tag.name, tag.description]));
    for (const { template, method, operation } of operations()) {
      expect(operation.tags, `${method} ${template}`).toHaveLength(1);
      expect(tags.get(operation.tags[0]), `${method} ${template}`).toBeTruthy();
    }
    expect(document.info.contact.name).toBeTruthy();
    expect(document.info.license.name).toBeTruthy();
  });

  it("declares an operation for every handler under app/api/v1, and a handler for every operation", async () => {
    const root = path.join(process.cwd(), "app/api/v1");
    const handlers: string[] = [];
    for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
      if (path.basename(file) !== "route.ts" || file.includes("[...")) continue; // the catch-all answers 404 only
      const template = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/\[([^\]]+)\]/g, "{$1}");
      const route = await import(/* @vite-ignore */ path.join(root, file));
      for (const method of METHODS) if (route[method.toUpperCase()]) handlers.push(`${method} ${template}`);
    }
    expect(
      operations()
        .map(({ method, template }) => `${method} ${template}`)
        .sort(),
    ).toEqual(handlers.sort());
  });

  it("declares X-Request-Id on every answer, and what the wrapper answers on every operation that needs a credential", () => {
    for (const { template, operation } of operations()) {
      for (const response of Object.values<any>(operation.responses)) expect(headerNames(response), template).toContain("X-Request-Id");
      expect(Object.keys(operation.responses), template).toEqual(expect.arrayContaining(["500", "503"]));
      // One success; Create Booking has two: 201 made, 200 found what a channel's resend would have made.
      const successes = Object.keys(operation.responses).filter((status) => SUCCESS_STATUSES.includes(status));
      expect([["200"], ["201"], ["200", "201"]], template).toContainEqual(successes);
    }
    for (const { template, operation } of withCredential()) {
      const { responses } = operation;
      expect(Object.keys(responses), template).toEqual(expect.arrayContaining(["401", "403", "410", "422", "429"]));
      expect(headerNames(responses[401]), template).toContain("WWW-Authenticate");
      expect(headerNames(responses[429]), template).toEqual(expect.arrayContaining(["Retry-After", "RateLimit-Limit", "RateLimit-Policy"]));
      expect(headerNames(responses[503]), template).toContain("Retry-After");
      expect(headerNames(successOf(responses)), template).toContain("RateLimit-Remaining");
    }
  });

  it("declares Idempotency-Key on every POST, no longer than the server accepts, with its answers", () => {
    // SePay's notification receiver is called by SePay, not partners: it is idempotent on SePay's own `id`.
    const posts = operations().filter(({ method, template }) => method === "post" && template !== "/integrations/sepay/{tenant_id}");
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const { template, operation } of posts) {
      const key = operation.parameters.find((parameter: { name: string }) => parameter.name === "Idempotency-Key");
      expect(key, template).toMatchObject({ in: "header", required: false, schema: { maxLength: MAX_KEY_LENGTH } });
      expect(Object.keys(operation.responses), template).toEqual(expect.arrayContaining(["400", "409", "413", "422"]));
      expect(headerNames(successOf(operation.responses)), template).toContain("Idempotent-Replayed");
      const conflicts = operation.responses[409].content["application/json"].schema.anyOf.map((option: { $ref: string }) => option.$ref);
      // Every POST's 409 carries the idempotency conflicts; a verb may add its own (Assign Room and Change Room Dates: the room is
      // taken; Create Booking: a source's reservation code made a booking from another request).
      expect(conflicts, template).toEqual(
        expect.arrayContaining(["#/components/schemas/IdempotencyKeyInFlightError", "#/components/schemas/IdempotencyKeyAnswerLostError"]),
      );
      expect(conflicts.length, template).toBe(
        template.endsWith("/assign") || template.endsWith("/dates") || template === "/properties/{tenant_id}/bookings" ? 3 : 2,
      );
    }
    for (const { template, method, operation } of operations().filter(({ method }) => method !== "post")) {
      expect(headerNames(operation.responses[200]), `${method} ${template}`).not.toContain("Idempotent-Replayed");
    }
  });

  it("declares no status that no error code has", () => {
    const statuses = new Set([...SUCCESS_STATUSES, "500", ...Object.values(ERROR_STATUS).map(String)]);
    for (const { template, operation } of operations()) {
      for (const status of Object.keys(operation.responses)) expect(statuses, `${template} ${status}`).toContain(status);
    }
    // The reads and lists with no path parameter and no body have no 400 and no 404.
    for (const template of ["/properties/search", "/reference/countries", "/reference/cities"]) {
      expect(Object.keys(document.paths[template].get.responses), template).not.toContain("400");
      expect(Object.keys(document.paths[template].get.responses), template).not.toContain("404");
    }
  });

  it("gives every coded envelope its one code and the fields that code carries", () => {
    const schemas = document.components.schemas;
    const envelopes = Object.values<any>(schemas).filter(
      (schema) => schema.properties?.success?.enum?.[0] === false && schema.properties.code,
    );
    const codes = envelopes.map((schema) => schema.properties.code.enum).flat();
    expect(new Set(codes)).toEqual(new Set(ERROR_CODES.filter((code) => code !== "VALIDATION_FAILED")));
    for (const schema of envelopes) expect(schema.required).toEqual(expect.arrayContaining(["success", "code", "message"]));
    expect(schemas.BookingRoomInvalidStatusError.required).toEqual(expect.arrayContaining(["checkin_status", "booking_status"]));
    expect(schemas.BookingCheckoutUnbalancedError.properties.balance.type).toBe("number");
    expect(schemas.RateLimitedError.properties.retry_after.type).toBe("integer");
    expect(schemas.WebhookLimitReachedError.properties.limit.type).toBe("integer");
    expect(schemas.ValidationError.required).toEqual(["success", "message", "errors"]);
  });

  it("types the occupancy filters as integers and gives cancel's answer room_fee and room_charge", () => {
    const search = document.paths["/properties/{tenant_id}/room_types/search"].get.parameters;
    for (const name of ["occ_adults", "occ_children", "occ_infant", "occupancy_adults", "occupancy_children", "occupancy_infant"]) {
      expect(search.find((parameter: { name: string }) => parameter.name === name).schema, name).toMatchObject({
        type: "integer",
        minimum: 0,
      });
    }
    const cancel = document.paths["/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/cancel"].post;
    expect(cancel.responses[200].content["application/json"].schema.properties.data.$ref).toBe(
      "#/components/schemas/BookingDetailWithRoomCharges",
    );
    const booking = document.components.schemas.BookingDetailWithRoomCharges;
    expect(booking.required).toEqual(expect.arrayContaining(["room_fee", "room_charge"]));
    expect(booking.properties.booking_rooms.items.required).toEqual(expect.arrayContaining(["room_fee", "room_charge"]));
  });
});
