import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OpenAPIObject, OperationObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { groupOperations } from "./group-operations";
import { OperationSection } from "./operation-section";

function render(operation: OperationObject, extra: Partial<OpenAPIObject> = {}): string {
  const document: OpenAPIObject = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    security: [{ apiKey: [] }],
    components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } }, ...extra.components },
    paths: { "/things": { get: { operationId: "op", ...operation } } },
    ...extra,
  };
  const entry = groupOperations(document).groups[0]!.operations[0]!;
  return renderToStaticMarkup(createElement(OperationSection, { document, entry }));
}

describe("OperationSection", () => {
  it("shows every answer with its headers and body, a referenced one too, and the document's descriptions as text", () => {
    const html = render(
      {
        summary: "List <things>",
        description: "Send `Idempotency-Key`.\n\n<img src=x onerror=alert(1)>",
        responses: {
          200: {
            description: "The `things`",
            headers: {
              "X-Request-Id": { description: "Echoed or generated", required: true, schema: { type: "string", maxLength: 128 } },
              "RateLimit-Remaining": { $ref: "#/components/headers/Remaining" },
            },
          },
          429: { $ref: "#/components/responses/Limited" },
        },
      },
      {
        components: {
          headers: { Remaining: { schema: { type: "integer" }, description: "Requests left" } },
          responses: {
            Limited: {
              description: "Too many requests (RATE_LIMITED)",
              content: { "application/json": { schema: { type: "object", properties: { code: { type: "string" } } } } },
            },
          },
        },
      },
    );
    expect(html).toContain("List &lt;things&gt;");
    expect(html).toContain("<p>Send <code>Idempotency-Key</code>.</p>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    // Headers are described once for the page (collect-response-headers.ts); an answer links to them.
    expect(html).toContain(
      'Headers: <a href="#header-x-request-id">X-Request-Id</a>, <a href="#header-ratelimit-remaining">RateLimit-Remaining</a>',
    );
    expect(html).toMatch(/200<\/span> The <code>things<\/code><\/p>/);
    expect(html).toMatch(/429<\/span> Too many requests \(RATE_LIMITED\)<\/p>/);
    expect(html).toMatch(/429.*application\/json.*<code[^>]*>code<\/code> string/);
    expect(html).toContain("No body.");
  });

  it("says which credential an operation needs, or that it needs none", () => {
    expect(render({ responses: {} })).toMatch(/Authentication: .*<a href="#security-apiKey">Bearer token<\/a>/);
    expect(render({ security: [], responses: {} })).toMatch(/Authentication: .*none needed/);
    expect(render({ security: [{}, { apiKey: ["bookings:read"] }], responses: {} })).toMatch(
      /Bearer token<\/a> \(bookings:read\).* \(optional\)/,
    );
  });
});
