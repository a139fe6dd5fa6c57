import type { OpenAPIObject, SchemaObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/composition/openapi-document";
import { schemaExample } from "./schema-example";

const empty: OpenAPIObject = { openapi: "3.1.0", info: { title: "t", version: "1" } };

describe("schemaExample", () => {
  it("shows the whole shape of a booking: every property, and each list with one item", () => {
    const document = openApiDocument() as OpenAPIObject;
    const booking = document.components!.schemas!.BookingDetail as SchemaObject;
    const example = schemaExample(document, { $ref: "#/components/schemas/BookingDetail" }) as Record<string, unknown>;
    expect(Object.keys(example)).toEqual(Object.keys(booking.properties!));
    const rooms = example.booking_rooms as Record<string, unknown>[];
    expect(rooms).toHaveLength(1);
    expect(Object.keys(rooms[0]!)).toEqual(
      Object.keys(((booking.properties!.booking_rooms as SchemaObject).items as SchemaObject).properties!),
    );
    expect(rooms[0]!.guests).toHaveLength(1);
  });

  it("uses the schema's own example, then its const, default or first allowed value, then a placeholder by format", () => {
    expect(schemaExample(empty, { type: "string", examples: ["HNVRBEHJ"], default: "x" })).toBe("HNVRBEHJ");
    expect(schemaExample(empty, { type: "string", example: "10:30" })).toBe("10:30");
    expect(schemaExample(empty, { type: "boolean", const: false })).toBe(false);
    expect(schemaExample(empty, { type: "integer", default: 2 })).toBe(2);
    expect(schemaExample(empty, { type: "string", enum: ["active", "disabled"] })).toBe("active");
    expect(schemaExample(empty, { type: "string", format: "email" })).toBe("guest@example.com");
    expect(schemaExample(empty, { type: "number", exclusiveMinimum: 0 })).toBe(1);
    expect(schemaExample(empty, { anyOf: [{ type: "null" }, { type: "string", format: "date" }] })).toBe("2026-12-01");
    expect(schemaExample(empty, { type: "object", additionalProperties: { type: "array", items: { type: "string" } } })).toEqual({
      key: ["string"],
    });
  });

  it("stops where a schema contains itself", () => {
    const document: OpenAPIObject = {
      ...empty,
      components: {
        schemas: {
          Node: {
            type: "object",
            properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
          },
        },
      },
    };
    expect(schemaExample(document, { $ref: "#/components/schemas/Node" })).toEqual({ name: "string", children: [{}] });
  });
});
