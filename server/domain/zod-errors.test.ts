import { describe, expect, it } from "vitest";
import { z } from "zod";
import { stringifyJson } from "@/server/domain/exact-json";
import { fieldErrorsFromZod } from "./zod-errors";

// Field names come from the caller's JSON: those that Object.prototype also has must be keys
// like any other (a body {"valueOf": ""} once answered 500).
describe("fieldErrorsFromZod", () => {
  it("keys errors by dot path, an unknown field on itself", () => {
    const schema = z.strictObject({ rooms: z.array(z.strictObject({ name: z.string() })) });
    const result = schema.safeParse({ rooms: [{ name: 1, extra: true }] });
    expect(result.success).toBe(false);
    expect({ ...fieldErrorsFromZod(result.error!) }).toEqual({
      "rooms.0.name": [expect.any(String)],
      "rooms.0.extra": ["This field is not part of the request."],
    });
  });

  it("treats valueOf, toString, constructor and __proto__ as plain field names", () => {
    const body = JSON.parse('{"valueOf": "", "toString": 1, "constructor": null, "__proto__": {"x": 1}}');
    const result = z.strictObject({ departure_hour: z.string().optional() }).safeParse(body);
    const errors = fieldErrorsFromZod(result.error!);
    expect(Object.keys(errors).sort()).toEqual(["__proto__", "constructor", "toString", "valueOf"]);
    expect(JSON.parse(stringifyJson({ errors })).errors.valueOf).toEqual(["This field is not part of the request."]);
  });
});
