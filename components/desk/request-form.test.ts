import { describe, expect, it } from "vitest";
import { checkOutRoomBodySchema } from "@/server/bookings/room-operation-schemas";
import { ApiError } from "./api-client";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf, type FormProblems } from "./request-form";

const fieldOf: FieldOf = (path) => ({ departure_hour: "hour", "payment.amount": "amount" })[path];

describe("a desk form checked with the API's request schema", () => {
  it("puts each issue of the schema on the form field it concerns, the rest on the form", () => {
    const parsed = checkOutRoomBodySchema.safeParse({ departure_hour: "25:00", payment: { amount: 0 }, extra: 1 });
    expect(parsed.success).toBe(false);
    const problems = issueProblems(parsed.error!.issues, fieldOf);
    expect(problems.hour).toBe("Use the 24-hour format HH:mm.");
    expect(problems.amount).toBe("Must be more than 0.");
    expect(problems["root.server"]).toBeDefined();
  });

  it("nests the problems as react-hook-form keeps them, and lets valid values through", async () => {
    const resolver = problemsResolver((values: { prices: string[] }): FormProblems =>
      values.prices[1] === "" ? { "prices.1": "Required." } : {},
    );
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolver({ prices: ["1", ""] }, undefined, options);
    expect(refused.errors).toEqual({ prices: [undefined, { type: "validate", message: "Required." }] });
    const accepted = await resolver({ prices: ["1", "2"] }, undefined, options);
    expect(accepted).toEqual({ values: { prices: ["1", "2"] }, errors: {} });
  });

  it("places the API's 422 errors on the same fields, and what names no field on the form", () => {
    const placed: Record<string, string> = {};
    const setError = (name: string, error: { message?: string }) => {
      placed[name] = error.message ?? "";
    };
    const error = new ApiError(422, {
      code: "VALIDATION_ERROR",
      errors: { "payment.amount": ["VND amounts have at most 0 decimals."], reason: ["No."] },
    });
    expect(placeApiErrors(error, setError, fieldOf)).toBe(true);
    expect(placed).toEqual({ amount: "VND amounts have at most 0 decimals.", "root.server": "No." });
    expect(placeApiErrors(new ApiError(409, { code: "BOOKING_CHECKOUT_UNBALANCED" }), setError, fieldOf)).toBe(false);
    expect(placeApiErrors(new Error("offline"), setError, fieldOf)).toBe(false);
  });
});
