import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { HeaderObject } from "openapi3-ts/oas31";

// The response headers the API sets, declared once as components and referenced by each answer
// that carries them (operation-answers.ts says which).

const HEADERS = {
  "X-Request-Id": {
    description:
      "The request's id: the caller's own X-Request-Id when it is a sane token, else a new one. Quote it when asking for support.",
    required: true,
    schema: { type: "string" },
  },
  "RateLimit-Limit": {
    description:
      "Tokens the credential's bucket holds when full (IETF RateLimit header fields draft). A request takes tokens by what it " +
      "costs the server: a read 1, a write 2, a search 3, a register export 10, an upload of ID photos 10. Absent where the " +
      "credential was not known yet.",
    schema: { type: "integer", minimum: 0 },
  },
  "RateLimit-Remaining": { description: "Tokens left in the bucket after this request.", schema: { type: "integer", minimum: 0 } },
  "RateLimit-Reset": { description: "Seconds until the bucket is full again.", schema: { type: "integer", minimum: 0 } },
  "RateLimit-Policy": {
    description: "The bucket as `<capacity>;w=<seconds to refill it>`.",
    schema: { type: "string", pattern: "^\\d+;w=\\d+$" },
  },
  "Retry-After": {
    description:
      "Seconds to wait before retrying: until the bucket holds this request's cost again, or (photo uploads) until this instance is likely to have a decode slot free.",
    required: true,
    schema: { type: "integer", minimum: 0 },
  },
  "WWW-Authenticate": { description: "The Bearer scheme the API expects.", required: true, schema: { type: "string" } },
  "Idempotent-Replayed": {
    description: "`true` when this is the first answer to the same Idempotency-Key, replayed byte for byte.",
    schema: { type: "string", enum: ["true"] },
  },
  "Cache-Control": { description: "How long the caller may keep this answer.", required: true, schema: { type: "string" } },
  Vary: { description: "The request headers this answer depends on.", required: true, schema: { type: "string" } },
  "Content-Disposition": {
    description: "`inline` for the image types uploads are turned into, `attachment` otherwise.",
    required: true,
    schema: { type: "string" },
  },
  "X-Content-Type-Options": {
    description: "`nosniff`: the Content-Type is the truth.",
    required: true,
    schema: { type: "string", enum: ["nosniff"] },
  },
} satisfies Record<string, HeaderObject>;

export type ResponseHeader = keyof typeof HEADERS;

export const RATE_LIMIT_HEADERS = [
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
] as const satisfies ResponseHeader[];

export function registerResponseHeaders(registry: OpenAPIRegistry): void {
  for (const [name, header] of Object.entries(HEADERS)) registry.registerComponent("headers", name, header);
}

/** References to the named header components, as a response's `headers`. */
export function headersOf(names: readonly ResponseHeader[]) {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
