import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { HeaderObject, OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from "openapi3-ts/oas31";
import { openApiDocument } from "@/server/composition/openapi-document";

// Every answer a route test receives (tests/support/call-route.ts) is checked here against the
// OpenAPI document: its operation (by method and path template), its status, its headers and
// its body. The schemas are closed for the check (an object refuses properties it does not
// declare), so a field the document lacks fails the test that received it. The published
// document leaves them open: a field added later must not break partners' generated clients.

export interface Answer {
  method: string;
  /** The request's path (and query), as the test sent it. */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

const COMPONENTS_ID = "https://lodging.test/openapi/components.json";

let checker: { document: OpenAPIObject; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function load() {
  if (checker) return checker;
  const document = openApiDocument() as OpenAPIObject;
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addFormat("binary", true); // file parts and image bodies, never JSON
  ajv.addKeyword("example"); // OpenAPI's illustration of a value
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: closedMap(document.components?.schemas ?? {}) });
  checker = { document, ajv, validators: new Map() };
  return checker;
}

/** Throws, saying what differs, unless the document declares this answer. */
export function assertDocumentedAnswer(answer: Answer): void {
  const { document } = load();
  const base = document.servers?.[0]?.url ?? "";
  const pathname = new URL(answer.path, "http://localhost").pathname;
  // The desk's own endpoints (/api/desk) are no part of the partner API.
  if (!pathname.startsWith(`${base}/`)) return;
  const method = answer.method.toLowerCase();
  const template = templateOf(document, pathname.slice(base.length));
  const where = `${answer.method.toUpperCase()} ${template ?? pathname} answered ${answer.status}`;
  if (template === undefined) {
    // app/api/v1/[...path]: a path the document does not list is only ever a 404 NOT_FOUND.
    const body = parseJson(answer.text, where);
    if (answer.status !== 404 || !validator(`${COMPONENTS_ID}#/$defs/NotFoundError`)(body)) {
      throw new Error(`${where}: no operation of the OpenAPI document has this path, so only 404 NOT_FOUND may answer it.`);
    }
    return;
  }
  const operation = (document.paths?.[template] as Record<string, OperationObject> | undefined)?.[method];
  if (!operation) throw new Error(`${where}: the OpenAPI document has no ${answer.method.toUpperCase()} operation on ${template}.`);
  const responses = operation.responses ?? {};
  const response = responses[String(answer.status)] as ResponseObject | undefined;
  if (!response) {
    throw new Error(`${where}: status ${answer.status} is not declared (declared: ${Object.keys(responses).join(", ")}).`);
  }
  checkHeaders(answer.headers, response, where);
  checkBody(answer, response, `${template} ${method} ${answer.status}`, where);
}

/** The document's path that matches, literal segments winning over parameters (as OpenAPI says). */
function templateOf(document: OpenAPIObject, path: string): string | undefined {
  const segments = path.split("/");
  const literals = (template: string) => template.split("/").filter((segment) => !segment.startsWith("{")).length;
  return Object.keys(document.paths ?? {})
    .filter((template) => {
      const parts = template.split("/");
      return (
        parts.length === segments.length && parts.every((part, i) => (part.startsWith("{") ? segments[i] !== "" : part === segments[i]))
      );
    })
    .sort((a, b) => literals(b) - literals(a))[0];
}

function checkHeaders(headers: Headers, response: ResponseObject, where: string): void {
  const declared = new Map(
    Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), { name, header: resolveHeader(header) }]),
  );
  for (const [name, value] of headers) {
    if (name === "content-type") continue;
    const entry = declared.get(name);
    if (!entry) throw new Error(`${where}: header ${name} is not declared for this answer.`);
    const schema = entry.header.schema as SchemaObject;
    const typed = schema.type === "integer" && /^-?\d+$/.test(value) ? Number(value) : value;
    const validate = validator(`header:${JSON.stringify(schema)}`, schema);
    if (!validate(typed)) throw new Error(`${where}: header ${entry.name}: ${JSON.stringify(value)} ${describe(validate)}`);
  }
  for (const [name, { header }] of declared) {
    if (header.required && !headers.has(name)) throw new Error(`${where}: the required header ${name} is missing.`);
  }
}

function checkBody(answer: Answer, response: ResponseObject, key: string, where: string): void {
  const type = answer.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!response.content) {
    if (answer.text !== "") throw new Error(`${where}: the document declares no body, and one came.`);
    return;
  }
  const media = type === undefined ? undefined : response.content[type];
  if (!media) throw new Error(`${where}: Content-Type ${type} is not declared (declared: ${Object.keys(response.content).join(", ")}).`);
  if (!/^application\/(.+\+)?json$/.test(type!)) return; // an image: its bytes are no schema's
  const validate = validator(`${key} ${type}`, media.schema as SchemaObject);
  const body = parseJson(answer.text, where);
  if (!validate(body))
    throw new Error(`${where}: the body does not match the document: ${describe(validate)}\n${answer.text.slice(0, 2000)}`);
}

function validator(key: string, schema: SchemaObject | ReferenceObject = { $ref: key }): ValidateFunction {
  const { ajv, validators } = load();
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(closed(schema));
    validators.set(key, validate);
  }
  return validate;
}

/** Keywords whose value maps names to schemas, and those whose value is data, not a schema. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
const DATA = new Set(["enum", "const", "default", "example", "examples", "required"]);

/**
 * A copy of a schema for the check: references point into the components added to ajv, and
 * every object schema that says nothing of other properties refuses them.
 */
function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(closed) as T;
  if (typeof schema !== "object" || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$ref" && typeof value === "string") copy[key] = value.replace("#/components/schemas/", `${COMPONENTS_ID}#/$defs/`);
    else if (SCHEMA_MAPS.has(key)) copy[key] = closedMap(value as Record<string, unknown>);
    else copy[key] = DATA.has(key) ? value : closed(value);
  }
  if ((copy.type === "object" || "properties" in copy) && !("additionalProperties" in copy)) copy.additionalProperties = false;
  return copy as T;
}

function closedMap(schemas: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, closed(schema)]));
}

function resolveHeader(header: HeaderObject | ReferenceObject): HeaderObject {
  if (!("$ref" in header)) return header;
  const name = String(header.$ref).replace("#/components/headers/", "");
  const found = load().document.components?.headers?.[name];
  if (!found || "$ref" in found) throw new Error(`The OpenAPI document's header ${header.$ref} is missing.`);
  return found;
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
  }
}

function describe(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message} ${JSON.stringify(error.params)}`).join("; ");
}
