import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { operationAnswers, type SuccessAnswer, type VerbErrors } from "./operation-answers";
import type { Tag } from "./tags";
import type { HttpMethod, RouteWrapper } from "./wrapper-errors";

type Request = NonNullable<RouteConfig["request"]>;

export interface Operation {
  method: HttpMethod;
  /** Under /api/v1, with `{param}` for each dynamic segment of the route's folder. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description: string;
  /** As the route.ts wraps its handler. */
  route: RouteWrapper;
  request?: Omit<Request, "headers"> & { headers?: z.ZodObject };
  success: SuccessAnswer;
  /** The codes the operation's verb adds to its wrapper's (wrapper-errors.ts), in its own words. */
  errors?: VerbErrors;
}

/** The key platform/http/idempotency.ts accepts (its MAX_KEY_LENGTH; the document test holds them equal). */
const idempotencyKeyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      "Sent again with the same request within 24 hours, replays the first answer (with Idempotent-Replayed: true) " +
        "instead of running it twice. The same key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the first " +
        "still runs, 409 IDEMPOTENCY_KEY_IN_FLIGHT.",
    ),
});

/** Registers an operation with every answer its wrapper and its verb can give (operation-answers.ts). */
export function registerOperation(registry: OpenAPIRegistry, operation: Operation): void {
  const { method, path, operationId, tag, summary, description, route, request = {} } = operation;
  const takesIdempotencyKey = route.wrapper === "apiRoute" && method === "post";
  registry.registerPath({
    method,
    path,
    operationId,
    tags: [tag],
    summary,
    description,
    ...(route.wrapper === "publicRoute" ? { security: [] } : {}),
    ...(route.wrapper === "apiRoute" && route.allowCheckinToken ? { security: [{ apiKey: [] }, { checkinLink: [] }] } : {}),
    request: {
      ...request,
      ...(takesIdempotencyKey
        ? { headers: request.headers ? request.headers.extend(idempotencyKeyHeader.shape) : idempotencyKeyHeader }
        : { headers: request.headers }),
    },
    responses: operationAnswers(operation),
  });
}
