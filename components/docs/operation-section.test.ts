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
  it("shows a response's headers and a referenced response, with the document's descriptions as text", () => {
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
          responses: { Limited: { description: "Too many requests (RATE_LIMITED)", content: { "application/json": { schema: { type: "object", properties: { code: { type: "string" } } } } } } },
        },
      },
    );
    expect(html).toContain("List &lt;things&gt;");
    expect(html).toContain("<p>Send <code>Idempotency-Key</code>.</p>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(html).toMatch(/<code[^>]*>X-Request-Id<\/code>.*string.*required.*at most 128 characters.*Echoed or generated/);
    expect(html).toMatch(/<code[^>]*>RateLimit-Remaining<\/code>.*integer.*optional.*Requests left/);
    expect(html).toMatch(/429<\/span> Too many requests \(RATE_LIMITED\)/);
    expect(html).toMatch(/<details class="[^"]*"><summary><span[^>]*>429/); // an error answer starts folded
    expect(html).toMatch(/<details open="" class="[^"]*"><summary><span[^>]*>200/);
    expect(html).toContain("The <code>things</code>");
  });

  it("says which credential an operation needs, or that it needs none", () => {
    expect(render({ responses: {} })).toMatch(/Authentication: .*<a href="#security-apiKey">Bearer token<\/a>/);
    expect(render({ security: [], responses: {} })).toMatch(/Authentication: .*none needed/);
    expect(render({ security: [{}, { apiKey: ["bookings:read"] }], responses: {} })).toMatch(/Bearer token<\/a> \(bookings:read\).* \(optional\)/);
  });
});
