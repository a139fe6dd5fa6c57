import type { OpenAPIObject, ReferenceObject, SchemaObject } from "openapi3-ts/oas31";
import { isReference, resolveRef } from "./resolve-ref";

// Placeholders by format, for strings whose schema gives no example of its own.
const STRING_BY_FORMAT: Record<string, string> = {
  date: "2026-12-01",
  "date-time": "2026-12-01T14:00:00Z",
  time: "14:00:00",
  email: "guest@example.com",
  uri: "https://partner.example/hooks",
  url: "https://partner.example/hooks",
  uuid: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
  binary: "<file>",
};

/**
 * A value that fits the schema, for the example beside a request or a response: the schema's own
 * example where it has one, else the first allowed value, else a placeholder of its type. Every
 * property is shown, optional ones too, so the example shows the whole shape. A schema that
 * contains itself stops at its second visit.
 */
export function schemaExample(document: OpenAPIObject, schema: SchemaObject | ReferenceObject, visiting: string[] = []): unknown {
  if (isReference(schema)) {
    if (visiting.includes(schema.$ref)) return {};
    return schemaExample(document, resolveRef(document, schema), [...visiting, schema.$ref]);
  }
  const given = schema.examples?.[0] ?? schema.example ?? schema.const ?? schema.default ?? schema.enum?.[0];
  if (given !== undefined) return given;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.[0]) return schemaExample(document, variants.find((variant) => !isNull(variant)) ?? variants[0], visiting);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => schemaExample(document, part, visiting)));
  switch (typeOf(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = schemaExample(document, property, visiting);
      if (!schema.properties && typeof schema.additionalProperties === "object")
        value.key = schemaExample(document, schema.additionalProperties, visiting);
      return value;
    }
    case "array":
      return schema.items ? [schemaExample(document, schema.items, visiting)] : [];
    case "string":
      return STRING_BY_FORMAT[schema.format ?? ""] ?? "string";
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    case "boolean":
      return true;
    default:
      return null;
  }
}

function typeOf(schema: SchemaObject): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== "null") ?? types[0] ?? (schema.properties ? "object" : undefined);
}

function isNull(schema: SchemaObject | ReferenceObject): boolean {
  return !isReference(schema) && schema.type === "null";
}
