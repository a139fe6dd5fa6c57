import type { ResponseConfig, ZodContentObject } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { ErrorCode } from "@/server/domain/errors";
import { ERROR_STATUS } from "@/server/platform/http/error-status";
import { errorSchemaOf, meaningOf, unexpectedErrorSchema } from "./error-envelopes";
import { headersOf, RATE_LIMIT_HEADERS, type ResponseHeader } from "./response-headers";
import { wrapperErrorCodes, type HttpMethod, type RouteWrapper } from "./wrapper-errors";

/** The codes an operation's verb adds to its wrapper's, each with what it means there. */
export type VerbErrors = Partial<Record<ErrorCode, string>>;

/** The 200 (or 201) of an operation: `data` in the success envelope, or a body of its own (`content`). */
export type SuccessAnswer = {
  description: string;
  /** 200 unless told: 201 for an operation that creates something. */
  status?: 200 | 201;
  /** Headers the handler sets on it (Cache-Control...). */
  headers?: readonly ResponseHeader[];
  /** A second success with the same body: the 200 of a create that found what it would have made. */
  also?: { status: 200 | 201; description: string };
} & ({ data: z.ZodType } | { content: ZodContentObject });

/**
 * Every answer of an operation: its 200, the error codes of its wrapper and of its verb grouped
 * by the status the mapper gives each (platform/http/error-status.ts), and the 500. Headers
 * follow from the wrapper too: the request id on every answer, the rate limit's once the
 * credential is known (not on 401 and 410), Retry-After on 429 and 503.
 */
export function operationAnswers(operation: {
  method: HttpMethod;
  path: string;
  route: RouteWrapper;
  success: SuccessAnswer;
  errors?: VerbErrors;
}): Record<string, ResponseConfig> {
  const { method, path, route, success, errors = {} } = operation;
  const rateLimited = route.wrapper === "apiRoute";
  const headersAt = (status: number, own: readonly ResponseHeader[] = []) =>
    headersOf([
      "X-Request-Id",
      ...(rateLimited && status !== 401 && status !== 410 ? RATE_LIMIT_HEADERS : []),
      ...(status === 401 ? (["WWW-Authenticate"] as const) : []),
      ...(status === 429 || status === 503 ? (["Retry-After"] as const) : []),
      ...own,
    ]);

  const answers: Record<string, ResponseConfig> = {
    [success.status ?? 200]: {
      description: success.description,
      // Idempotency-Key: a replay is the first 200 again, marked as such.
      headers: headersAt(success.status ?? 200, [
        ...(success.headers ?? []),
        ...(rateLimited && method === "post" ? (["Idempotent-Replayed"] as const) : []),
      ]),
      content: "data" in success ? json(z.object({ success: z.literal(true), data: success.data })) : success.content,
    },
  };
  if (success.also) answers[success.also.status] = { ...answers[success.status ?? 200]!, description: success.also.description };
  const codes = [...new Set([...wrapperErrorCodes(route, method, path), ...(Object.keys(errors) as ErrorCode[])])];
  for (const [status, group] of byStatus(codes)) {
    answers[status] = {
      description: `${group.map((code) => meaningOf(code, errors[code])).join("; or ")}.`,
      headers: headersAt(status),
      content: json(group.length === 1 ? errorSchemaOf(group[0]!) : z.union(group.map(errorSchemaOf))),
    };
  }
  answers[500] = {
    description: "BOOKING_001: an unexpected failure; the whole change was rolled back and the cause is not shown.",
    headers: headersAt(500),
    content: json(unexpectedErrorSchema),
  };
  return answers;
}

function byStatus(codes: readonly ErrorCode[]): [number, ErrorCode[]][] {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) groups.set(ERROR_STATUS[code], [...(groups.get(ERROR_STATUS[code]) ?? []), code]);
  return [...groups].sort(([a], [b]) => a - b);
}

function json(schema: z.ZodType): ZodContentObject {
  return { "application/json": { schema } };
}
