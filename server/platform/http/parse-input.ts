import type { z } from "zod";
import { ValidationError } from "@/server/domain/errors";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "./read-json-body";
import { fieldErrorsFromZod } from "@/server/domain/zod-errors";

/** Query parameters parsed by a schema; errors are keyed by the parameter's own name. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data;
}

/** Path parameters parsed by a schema; errors are keyed by the parameter's name (`room_id`). */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data;
}

/**
 * A JSON body parsed by a schema: 413 past `maxBytes`, 400 BOOKING_001 when unreadable, 422
 * with dot paths when invalid.
 */
export async function parseBody<S extends z.ZodType>(schema: S, request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<z.output<S>> {
  const result = schema.safeParse(await readJsonBody(request, maxBytes));
  if (!result.success) throw new ValidationError(fieldErrorsFromZod(result.error));
  return result.data;
}
