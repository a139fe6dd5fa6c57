import { describe, expect, it } from "vitest";
import { schemaConstraints } from "./schema-constraints";

describe("schemaConstraints", () => {
  it("says what a value may be beyond its type, in words", () => {
    expect(schemaConstraints({ type: "string", minLength: 1, maxLength: 64 })).toEqual(["1 to 64 characters"]);
    expect(schemaConstraints({ type: "string", minLength: 8, maxLength: 8, pattern: "^[A-Z]+$" })).toEqual([
      "exactly 8 characters",
      "pattern: ^[A-Z]+$",
    ]);
    expect(schemaConstraints({ type: "array", maxItems: 50 })).toEqual(["at most 50 items"]);
    expect(schemaConstraints({ type: "number", minimum: 0, exclusiveMaximum: 100 })).toEqual(["≥ 0", "< 100"]);
    expect(schemaConstraints({ type: "string", enum: ["property", "ota", null] })).toEqual(['one of: "property", "ota", null']);
    expect(schemaConstraints({ type: "boolean", enum: [true] })).toEqual(["always true"]);
    expect(schemaConstraints({ type: "string", format: "date", example: "2026-12-01" })).toEqual(["format: date", 'example: "2026-12-01"']);
    expect(schemaConstraints({ $ref: "#/components/schemas/BookingDetail" })).toEqual([]);
  });
});
