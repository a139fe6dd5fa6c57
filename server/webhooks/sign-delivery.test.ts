import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { signatureOf, signDelivery } from "./sign-delivery";
import { generateWebhookSecret } from "./webhook-secret";

describe("signing deliveries (Standard Webhooks)", () => {
  it("gives the specification's test vector", () => {
    const signature = signatureOf(
      "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("signs with both secrets during a rotation, each verifying alone", () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const body = '{"type": "booking.updated", "data": {"amount": 1234567.89}}';
    const headers = signDelivery({ id: "d-1", timestamp: Math.floor(Date.now() / 1000), body, secrets: [current, previous] });
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow("No matching signature");
    expect(() => new Webhook(current).verify(body.replace("89", "88"), headers)).toThrow();
  });

  it("makes secrets of 32 random bytes in the whsec_ form", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
