import type { Database } from "@/server/platform/db/database";
import { getDb, getReadDb } from "@/server/platform/db/client";
import { authenticate } from "@/server/platform/auth/authenticate";
import { requireScope, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Scope } from "@/server/domain/enums";
import { errorResponse } from "./error-response";
import { ForbiddenError, RateLimitedError } from "@/server/domain/errors";
import { fingerprint, withIdempotency } from "./idempotency";
import { jsonResponse } from "./json";
import { readBodyBytes } from "./read-body-bytes";
import { MAX_JSON_BODY_BYTES } from "./read-json-body";
import { assertStorableText } from "./unstorable-text";
import { requestIdOf } from "./request-id";
import { logRequest } from "@/server/platform/observability/request-log";
import { observeRequest, routeTemplate } from "@/server/platform/metrics/http-metrics";
import { limitCredential, rateLimitHeaders, type RateLimitOutcome } from "@/server/platform/rate-limit/limit-credential";
import { costOf, type RouteCost } from "./request-cost";

type PathParams = Record<string, string>;
/** A public route's path parameters: a catch-all ([...path]) gives its segments as a list. */
type RouteParams = Record<string, string | string[]>;

export interface RouteArgs<P extends PathParams> {
  request: Request;
  params: P;
  ctx: AuthContext;
  db: Database;
  requestId: string;
  /**
   * For a route that reads its own body first (multipart): runs `execute` once per
   * Idempotency-Key, with the request identified by `parts` rather than by its raw bytes.
   */
  idempotently(parts: readonly (string | Uint8Array)[], execute: () => Promise<unknown>): Promise<Response>;
  /**
   * Takes `tokens` more from the credential's rate limit, for work the route's cost could not
   * know of before the body was read (the photos of a multipart Update Booking): never more than
   * the bucket holds with what the request paid already. RATE_LIMITED when the bucket lacks them.
   */
  charge(tokens: number): Promise<void>;
}

/**
 * The one wrapper of every /api/v1 route: request id, authentication, scope, Idempotency-Key
 * on POST, and the mapping of thrown errors to the contract's envelopes. A handler parses its
 * input with zod, calls one verb of `server/`, and returns the data (or a whole Response).
 * `idempotency: "in-handler"` leaves the Idempotency-Key to the handler (see `idempotently`);
 * `allowCheckinToken` opens the route to a guest's check-in token (decisions.md lists which).
 * `database: "replica"` runs a read-only route on DATABASE_READ_URL when one is set.
 * `cost` is what the request takes from the credential's rate limit (request-cost.ts): a read
 * 1 and a write 2 unless the route is dearer (a search, an export, an upload).
 */
export function apiRoute<P extends PathParams = PathParams>(
  options: {
    scope: Scope;
    idempotency?: "by-body" | "in-handler";
    allowCheckinToken?: boolean;
    database?: "primary" | "replica";
    cost?: RouteCost;
  },
  handler: (args: RouteArgs<P>) => Promise<unknown>,
) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    const requestId = requestIdOf(request);
    const startedAt = performance.now();
    const url = new URL(request.url);
    let ctx: AuthContext | undefined;
    let tenantId: string | undefined;
    let limit: RateLimitOutcome | undefined;
    // A route without dynamic segments gets no params at all from Next.js. Read first, so even a
    // refusal before the handler is counted under the route's template.
    const params = ((await context?.params) ?? {}) as P;
    const template = routeTemplate(url.pathname, params);
    const answer = (response: Response) => {
      for (const [name, value] of Object.entries(limit ? rateLimitHeaders(limit) : {})) response.headers.set(name, value);
      const credential = ctx ? `${ctx.credential.kind}:${ctx.credential.name}` : undefined;
      logRequest({
        method: request.method,
        route: url.pathname,
        template,
        requestId,
        status: response.status,
        startedAt,
        credential,
        tenantId,
      });
      return response;
    };
    try {
      const db = options.database === "replica" ? await getReadDb() : await getDb();
      // Credentials are read on the primary even for a replica route: a desk session made a
      // moment ago may not have reached the replica, and an expired one is deleted as it is read.
      const auth = await authenticate(options.database === "replica" ? await getDb() : db, request);
      ctx = auth;
      let paid = costOf(options.cost, request);
      limit = await limitCredential(auth, paid);
      if (limit && !limit.decision.allowed) throw new RateLimitedError(limit.decision.retryAfterSeconds);
      const charge = async (tokens: number) => {
        const extra = limit ? Math.min(tokens, limit.policy.capacity - paid) : 0;
        if (extra <= 0) return;
        limit = (await limitCredential(auth, extra)) ?? limit;
        if (limit && !limit.decision.allowed) throw new RateLimitedError(limit.decision.retryAfterSeconds);
        paid += extra;
      };
      requireScope(auth, options.scope);
      if (auth.credential.kind === "checkin_token" && !options.allowCheckinToken) {
        throw new ForbiddenError("A check-in link cannot do this.");
      }
      tenantId = params.tenant_id;
      assertStorableText([...Object.entries(params), ...url.searchParams]);
      const idempotencyKey = request.method === "POST" ? request.headers.get("idempotency-key") : null;
      const once = (parts: readonly (string | Uint8Array)[], execute: () => Promise<unknown>) =>
        idempotencyKey === null
          ? execute().then(toResponse)
          : withIdempotency(
              db,
              {
                credentialId: `${auth.credential.kind}:${auth.credential.id}`,
                key: idempotencyKey,
                requestHash: fingerprint([request.method, url.pathname, ...parts]),
                propertyId: params.tenant_id,
              },
              () => execute().then(toResponse),
            );
      const run = (input: Request) => handler({ request: input, params, ctx: auth, db, requestId, idempotently: once, charge });
      let response: Response;
      if (options.idempotency === "in-handler" || request.method !== "POST") {
        response = toResponse(await run(request));
      } else {
        // The body is read here, once and bounded: the Idempotency-Key fingerprint and the
        // handler's parsing see the same bytes.
        const body = await readBodyBytes(request, MAX_JSON_BODY_BYTES);
        const buffered = new Request(request, { body });
        response = idempotencyKey === null ? toResponse(await run(buffered)) : await once([body], () => run(buffered));
      }
      response.headers.set("x-request-id", requestId);
      return answer(response);
    } catch (error) {
      return answer(errorResponse(error, requestId));
    }
  };
}

function toResponse(result: unknown): Response {
  return result instanceof Response ? result : jsonResponse({ success: true, data: result });
}

/**
 * A public route that reads no data (the OpenAPI document, the 404 of an unknown path): request
 * id, error mapping and the request counted in the metrics by its route's template, like every
 * /api/v1 route, and no database opened for it, so it answers while the database is down.
 * publicRoute adds the database to it.
 */
export function staticRoute<P extends RouteParams = RouteParams>(
  handler: (args: { request: Request; requestId: string; params: P }) => Promise<Response>,
) {
  return async (request: Request, context?: { params: Promise<P> }): Promise<Response> => {
    const requestId = requestIdOf(request);
    const startedAt = performance.now();
    let params = {} as P;
    let response: Response;
    try {
      params = ((await context?.params) ?? {}) as P;
      response = await handler({ request, requestId, params });
      response.headers.set("x-request-id", requestId);
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    observeRequest({
      route: routeTemplate(new URL(request.url).pathname, params),
      method: request.method,
      status: response.status,
      seconds,
    });
    return response;
  };
}

/**
 * A route without an API credential that reads data (desk sign-in, the bank notification of SePay):
 * request id, the database, path parameters and error mapping; the handler checks whatever
 * stands in for a credential.
 */
export function publicRoute<P extends RouteParams = RouteParams>(
  handler: (args: { request: Request; requestId: string; db: Database; params: P }) => Promise<Response>,
) {
  return staticRoute<P>(async ({ request, requestId, params }) => {
    assertStorableText(Object.entries(params));
    return handler({ request, requestId, db: await getDb(), params });
  });
}
