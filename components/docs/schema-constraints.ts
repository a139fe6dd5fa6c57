import type { ReferenceObject, SchemaObject } from "openapi3-ts/oas31";
import { isReference } from "./resolve-ref";

/**
 * What a schema allows beyond its type, in a reader's words: `1 to 64 characters`, `≥ 0`,
 * `format: date`, `at most 50 items`, the allowed values. The type itself is SchemaType's.
 */
export function schemaConstraints(schema: SchemaObject | ReferenceObject): string[] {
  if (isReference(schema)) return [];
  const found: string[] = [];
  if (schema.format) found.push(`format: ${schema.format}`);
  const length = range(schema.minLength, schema.maxLength);
  if (length) found.push(`${length} characters`);
  const items = range(schema.minItems, schema.maxItems);
  if (items) found.push(`${items} items`);
  if (schema.minimum !== undefined) found.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) found.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) found.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) found.push(`< ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) found.push(`multiple of ${schema.multipleOf}`);
  if (schema.pattern) found.push(`pattern: ${schema.pattern}`);
  if (schema.uniqueItems) found.push("unique items");
  if (schema.enum)
    found.push(schema.enum.length === 1 ? `always ${literal(schema.enum[0])}` : `one of: ${schema.enum.map(literal).join(", ")}`);
  if (schema.const !== undefined) found.push(`always ${literal(schema.const)}`);
  if (schema.default !== undefined) found.push(`default: ${literal(schema.default)}`);
  const example = schema.examples?.[0] ?? schema.example;
  if (example !== undefined && typeof example !== "object") found.push(`example: ${literal(example)}`);
  if (schema.readOnly) found.push("read-only");
  if (schema.writeOnly) found.push("write-only");
  return found;
}

function range(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (max !== undefined) return `at most ${max}`;
  if (min !== undefined && min > 0) return `at least ${min}`;
  return undefined;
}

function literal(value: unknown): string {
  return JSON.stringify(value);
}
