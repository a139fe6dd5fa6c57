import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/composition/openapi-document";
import { ApiReference } from "./api-reference";

// The reference page as the server renders it, from the document /api/v1/openapi.json serves.
// Whatever that document comes to declare, the page must show all of it.

const document = openApiDocument() as OpenAPIObject;
const html = renderToStaticMarkup(createElement(ApiReference, { document, specUrl: "/api/v1/openapi.json" }));
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

function operationsOf(paths: Record<string, PathItemObject>) {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as OperationObject })),
  );
}

/** The markup of the section with this id, up to its end (operation sections hold no other section). */
function sectionOf(id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</section>", start));
}

/** What a reader sees of some markup: its text, one space where an element begins or ends. */
const text = (markup: string) =>
  markup
    .replace(/<wbr\/>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the API reference page", () => {
  it("shows every operation with its method, full path, summary, parameters and every response status", () => {
    const operations = operationsOf(document.paths ?? {});
    expect(operations.length).toBeGreaterThanOrEqual(18);
    for (const { path, method, operation } of operations) {
      const section = text(sectionOf(operation.operationId!));
      expect(section, operation.operationId).toContain(operation.summary);
      expect(section, operation.operationId).toContain(`${method.toUpperCase()} /api/v1${path}`);
      for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
        expect(section, `${operation.operationId} ${parameter.name}`).toMatch(
          new RegExp(`${parameter.name} .*in ${parameter.in} ${parameter.required ? "required" : "optional"}`),
        );
      }
      for (const status of Object.keys(operation.responses ?? {}))
        expect(section, `${operation.operationId} ${status}`).toMatch(new RegExp(`(^|\\s)${status} `));
    }
  });

  it("shows each request body in every media type it accepts, with its fields", () => {
    const update = sectionOf("updateBooking");
    expect(text(update)).toContain("multipart/form-data");
    expect(text(update)).toContain("application/json");
    expect(text(update)).toMatch(/data string required/);
    expect(update).toContain('href="#schema-UpdateBookingPayload"');
    const rate = text(sectionOf("changeBookingRoomRate"));
    expect(rate).toMatch(/days_breakdown array of/);
    expect(rate).toContain("Example (made from the schema)");
  });

  it("shows every webhook delivery with its headers and payload, and every named schema once", () => {
    for (const [event, item] of Object.entries(document.webhooks ?? {})) {
      const section = text(sectionOf(`webhook-${event.replace(/\./g, "-").replace(/_/g, "-")}`));
      expect(section).toContain(`POST ${event}`);
      for (const header of (item.post?.parameters ?? []) as ParameterObject[]) expect(section).toContain(header.name);
      expect(section).toContain("WebhookDelivery");
    }
    for (const name of Object.keys(document.components?.schemas ?? {})) {
      expect(html.split(`<section id="schema-${name}"`).length - 1, name).toBe(1);
    }
    expect(text(sectionOf("schema-BookingDetail"))).toMatch(/booking_rooms array of .* required/);
  });

  it("links only to places that exist: every in-page link has its target, and the raw document is linked", () => {
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThan(100);
    for (const target of targets) expect(ids.has(target), `#${target}`).toBe(true);
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("reads as a document: a skip link to the main content, one h1, and headings that never skip a level", () => {
    expect(html).toMatch(/^<div lang="en"[^>]*><a href="#main"[^>]*>Skip to the reference<\/a>/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<nav aria-label="Contents"');
    const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1));
  });
});
