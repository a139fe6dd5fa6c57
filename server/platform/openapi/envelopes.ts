import { z } from "zod";

// The error envelopes of decisions.md, as schemas for the OpenAPI document.

export const validationErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).describe("Dot path of the failing field -> messages"),
  })
  .meta({ id: "ValidationError" });

export const codedErrorSchema = z
  .object({
    success: z.literal(false),
    code: z.string().describe("UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BOOKING_001, ..."),
    message: z.string(),
  })
  .catchall(z.unknown())
  .meta({ id: "CodedError" });

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** The error answers every authenticated operation can give. */
export const commonErrorResponses = {
  401: json(codedErrorSchema, "Missing, unknown or revoked credential (UNAUTHENTICATED)"),
  403: json(codedErrorSchema, "The credential lacks the scope or may not act on this property (FORBIDDEN)"),
  422: json(validationErrorSchema, "Validation failed; `errors` names each field"),
  500: json(codedErrorSchema, "Unexpected failure, rolled back (BOOKING_001)"),
};

export const notFoundResponse = { 404: json(codedErrorSchema, "Not found in this property (NOT_FOUND)") };

/** For the operations a guest's check-in link may call. */
export const checkinLinkGoneResponse = {
  410: json(codedErrorSchema, "A check-in link of a booking that is cancelled or finished (CHECKIN_LINK_EXPIRED)"),
};

export function successOf(data: z.ZodType, description: string) {
  return { 200: json(z.object({ success: z.literal(true), data }), description) };
}
