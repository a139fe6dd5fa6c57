import type { OpenAPIObject, ReferenceObject } from "openapi3-ts/oas31";

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
}

/** The last segment of a local reference: `#/components/schemas/BookingDetail` -> `BookingDetail`. */
export function refName(ref: string): string {
  return decodePointerSegment(ref.slice(ref.lastIndexOf("/") + 1));
}

/**
 * Follows local references (`#/components/...`) to the object they name. A reference outside the
 * document, or to nothing, is a bug of the document: it throws rather than render a gap.
 */
export function resolveRef<T extends object>(document: OpenAPIObject, value: T | ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    const ref: string = current.$ref;
    if (hops === 10 || !ref.startsWith("#/")) throw new Error(`Cannot resolve ${ref} in the OpenAPI document.`);
    current = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[decodePointerSegment(segment)], document);
    if (current === undefined) throw new Error(`${ref} names nothing in the OpenAPI document.`);
  }
  return current as T;
}

function decodePointerSegment(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}
