import type { OpenAPIObject } from "openapi3-ts/oas31";
import { describe, expect, it } from "vitest";
import { groupOperations, serverPath } from "./group-operations";

const ok = { responses: { 200: { description: "OK" } } };

describe("groupOperations", () => {
  it("groups operations under their first tag, in the order of the document's tags, then of first appearance", () => {
    const document: OpenAPIObject = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      tags: [{ name: "Rooms", description: "Room operations" }, { name: "Unused" }],
      paths: {
        "/bookings": { get: { ...ok, operationId: "listBookings", tags: ["Bookings", "Rooms"] } },
        "/rooms": { get: { ...ok, operationId: "listRooms", tags: ["Rooms"] }, delete: { ...ok, tags: ["Rooms"] } },
        "/health": { get: { ...ok, operationId: "health" } },
      },
    };
    const { groups } = groupOperations(document);
    expect(groups.map((group) => [group.name, group.operations.map((entry) => entry.id)])).toEqual([
      ["Rooms", ["listRooms", "delete-rooms"]],
      ["Bookings", ["listBookings"]],
      ["Other", ["health"]],
    ]);
    expect(groups[0]!.description).toBe("Room operations");
    expect(groups[0]!.id).toBe("tag-rooms");
  });

  it("gives each operation the path item's parameters and its own (its own win), references resolved", () => {
    const document: OpenAPIObject = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      components: { parameters: { Tenant: { name: "tenant_id", in: "path", required: true, schema: { type: "string" } } } },
      paths: {
        "/properties/{tenant_id}/rooms": {
          parameters: [{ $ref: "#/components/parameters/Tenant" }, { name: "lang", in: "query", description: "inherited" }],
          get: {
            ...ok,
            operationId: "rooms",
            parameters: [
              { name: "lang", in: "query", description: "own" },
              { name: "lang", in: "header" },
            ],
          },
        },
      },
    };
    const [entry] = groupOperations(document).groups[0]!.operations;
    expect(entry!.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.description ?? ""}`)).toEqual([
      "path:tenant_id:",
      "query:lang:own",
      "header:lang:",
    ]);
  });

  it("shows paths under the server's path, and webhooks by their event", () => {
    const document: OpenAPIObject = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers: [{ url: "https://api.example/api/v1/" }],
      paths: { "/rooms": { get: ok } },
      webhooks: { "booking.checked_out": { post: { ...ok, operationId: "delivery" } } },
    };
    const { groups, webhooks } = groupOperations(document);
    expect(groups[0]!.operations[0]!.path).toBe("/api/v1/rooms");
    expect(webhooks.map((entry) => [entry.id, entry.method, entry.path])).toEqual([
      ["webhook-booking-checked-out", "post", "booking.checked_out"],
    ]);
    expect(serverPath({ ...document, servers: [{ url: "/api/v1" }] })).toBe("/api/v1");
    expect(serverPath({ ...document, servers: undefined })).toBe("");
  });
});
