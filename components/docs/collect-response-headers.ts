import type { HeaderObject, OpenAPIObject, PathItemObject, ResponseObject } from "openapi3-ts/oas31";
import { resolveRef } from "./resolve-ref";

export type ResponseHeader = { name: string; definitions: HeaderObject[] };

/** The anchor of a response header's entry (header names are case-insensitive). */
export const headerAnchor = (name: string) => `header-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/**
 * Every header the API's answers declare, once each, in order of first appearance, with each
 * distinct definition it has (`Retry-After` may mean one thing on a 429 and another on a 503).
 * The page describes them once and each answer links to them: the same few headers on every
 * answer of every operation would otherwise be most of the page.
 */
export function collectResponseHeaders(document: OpenAPIObject): ResponseHeader[] {
  const byName = new Map<string, { name: string; definitions: Map<string, HeaderObject> }>();
  const items: PathItemObject[] = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})];
  for (const item of items) {
    for (const value of Object.values(item)) {
      const responses = (value as { responses?: Record<string, unknown> } | undefined)?.responses;
      for (const response of Object.values(responses ?? {})) {
        for (const [name, header] of Object.entries(resolveRef<ResponseObject>(document, response as ResponseObject).headers ?? {})) {
          const definition = resolveRef<HeaderObject>(document, header);
          const key = name.toLowerCase();
          if (!byName.has(key)) byName.set(key, { name, definitions: new Map() });
          byName.get(key)!.definitions.set(JSON.stringify(definition), definition);
        }
      }
    }
  }
  return [...byName.values()].map(({ name, definitions }) => ({ name, definitions: [...definitions.values()] }));
}
