import { describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { GET, POST } from "./route";

describe("an unknown endpoint", () => {
  it("answers 404 NOT_FOUND in the envelope with a request id", async () => {
    for (const handler of [GET, POST]) {
      const answer = await callRoute(handler, { path: "/api/v1/nothing/here", method: handler === POST ? "POST" : "GET" });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, code: "NOT_FOUND", message: expect.any(String) });
      expect(answer.headers.get("x-request-id")).toBeTruthy();
    }
  });
});
