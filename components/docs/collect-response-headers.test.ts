import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OpenAPIObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { ApiReference } from "./api-reference";
import { collectResponseHeaders, headerAnchor } from "./collect-response-headers";

const requestId = { description: "The request's id", required: true, schema: { type: "string" as const } };
const document: OpenAPIObject = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  components: { headers: { RequestId: requestId } },
  paths: {
    "/a": {
      get: {
        responses: {
          200: { description: "OK", headers: { "X-Request-Id": { $ref: "#/components/headers/RequestId" } } },
          429: {
            description: "Slow down",
            headers: {
              "X-Request-Id": requestId,
              "Retry-After": { description: "Seconds until a token is back", schema: { type: "integer" } },
            },
          },
        },
      },
    },
    "/b": {
      post: {
        responses: {
          503: {
            description: "Down",
            headers: { "retry-after": { description: "Seconds until the database is back", schema: { type: "integer" } } },
          },
        },
      },
    },
  },
  webhooks: { ping: { post: { responses: { 200: { description: "OK", headers: { "X-Receiver": { schema: { type: "string" } } } } } } } },
};

describe("collectResponseHeaders", () => {
  it("lists each header of every answer once, with each distinct definition, whatever its case or reference", () => {
    expect(collectResponseHeaders(document)).toEqual([
      { name: "X-Request-Id", definitions: [requestId] },
      {
        name: "Retry-After",
        definitions: [
          { description: "Seconds until a token is back", schema: { type: "integer" } },
          { description: "Seconds until the database is back", schema: { type: "integer" } },
        ],
      },
      { name: "X-Receiver", definitions: [{ schema: { type: "string" } }] },
    ]);
    expect(headerAnchor("RateLimit-Remaining")).toBe("header-ratelimit-remaining");
  });

  it("describes them once on the page, where every answer that carries one links", () => {
    const html = renderToStaticMarkup(createElement(ApiReference, { document, specUrl: "/openapi.json" }));
    expect(html.split('id="header-x-request-id"').length - 1).toBe(1);
    expect(html.split('href="#header-x-request-id"').length - 1).toBe(3); // two answers and the contents
    expect(html).toMatch(/id="header-retry-after".*Seconds until a token is back.*Seconds until the database is back/);
  });
});
