import type { OpenAPIObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { refName, resolveRef } from "./resolve-ref";

const document: OpenAPIObject = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  components: {
    schemas: { "a/b": { type: "string" } },
    responses: { Gone: { description: "Gone" }, Alias: { $ref: "#/components/responses/Gone" } },
  },
};

describe("resolveRef", () => {
  it("follows local references, through a reference to a reference and escaped names", () => {
    expect(resolveRef(document, { $ref: "#/components/responses/Alias" })).toEqual({ description: "Gone" });
    expect(resolveRef(document, { $ref: "#/components/schemas/a~1b" })).toEqual({ type: "string" });
    expect(refName("#/components/schemas/a~1b")).toBe("a/b");
    expect(resolveRef(document, { description: "inline" })).toEqual({ description: "inline" });
  });

  it("refuses a reference to nothing or outside the document rather than render a gap", () => {
    expect(() => resolveRef(document, { $ref: "#/components/responses/Missing" })).toThrow("names nothing");
    expect(() => resolveRef(document, { $ref: "other.json#/x" })).toThrow("Cannot resolve");
  });
});
