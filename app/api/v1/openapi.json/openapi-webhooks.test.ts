import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { GET } from "./route";

describe("GET /api/v1/openapi.json: webhooks", () => {
  it("documents the webhook operations and the deliveries partners receive", async () => {
    const answer = await callRoute(GET, { path: "/api/v1/openapi.json" });
    expect(answer.status).toBe(200);
    expect((await new Validator().validate(answer.body)).valid).toBe(true);
    const paths = answer.body.paths;
    expect(Object.keys(paths["/properties/{tenant_id}/webhooks"])).toEqual(["get", "post"]);
    expect(Object.keys(paths["/properties/{tenant_id}/webhooks/{code}"])).toEqual(["delete"]);
    expect(Object.keys(paths["/properties/{tenant_id}/webhooks/{code}/rotate-secret"])).toEqual(["post"]);
    expect(Object.keys(paths["/properties/{tenant_id}/webhooks/{code}/enable"])).toEqual(["post"]);
    expect(Object.keys(answer.body.webhooks).sort()).toEqual([
      "booking.cancelled",
      "booking.checked_out",
      "booking.created",
      "booking.updated",
      "checkin.completed",
      "payment.received",
      "payment.refunded",
    ]);
    expect(answer.body.webhooks["checkin.completed"].post.description).toContain("every open room");
    expect(paths["/properties/{tenant_id}/webhooks"].post.description).toContain("checkin.completed");
    expect(answer.body.components.schemas.RegisterWebhook.required).toEqual(["url", "events"]);
    expect(answer.body.components.schemas.WebhookDelivery.properties.data.required).toContain("booking");
    const webhook = answer.body.components.schemas.Webhook;
    expect(webhook.required).toEqual(
      expect.arrayContaining(["status", "failing_since", "disabled_at", "disabled_reason", "failure_reason"]),
    );
    expect(webhook.properties.status.enum).toEqual(["active", "failing", "disabled"]);
    const registerAnswers = paths["/properties/{tenant_id}/webhooks"].post.responses;
    expect(registerAnswers["403"].description).toContain("bookings:read");
    expect(registerAnswers["422"].description).toContain("WEBHOOK_LIMIT_REACHED");
  });
});
