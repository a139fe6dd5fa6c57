import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { genuineCheckinTokenClaims, signCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { signStopToken, verifyStopToken } from "@/server/checkin-messages/stop-token";
import { signPayload, verifyPayload } from "./signed-payload";

// Check-in links and the e-mails' stop links already sent keep working only while the format
// stays byte for byte what it was. These strings were computed from the format itself (HKDF of
// the secret for the purpose, HMAC-SHA256 of the base64url JSON), not by the code under test.
const SECRET = "test-only-secret-for-pinned-tokens-0123456789";
const CHECKIN_CLAIMS = { linkId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b", propertyId: "riverside", expiresAt: 1798761600 };
const CHECKIN_TOKEN =
  "ci_eyJsIjoiNmYxYzJhOWUtM2I0ZC00ZTVmLThhN2ItOWMwZDFlMmYzYTRiIiwicCI6InJpdmVyc2lkZSIsImUiOjE3OTg3NjE2MDB9.UxjhwBF2afWRlGhfz7vscELX6xVgbw6lGClTH93H0-4";
const STOP_CLAIMS = { propertyId: "riverside", bookingId: "0b7e4c1d-2a3f-4b5c-9d6e-7f8a9b0c1d2e" };
const STOP_TOKEN =
  "cs_eyJwIjoicml2ZXJzaWRlIiwiYiI6IjBiN2U0YzFkLTJhM2YtNGI1Yy05ZDZlLTdmOGE5YjBjMWQyZSJ9.BUpXs6Sqjv3Gpihn7AZ0sV8wrg7puwenY8NQuUmReIc";

beforeEach(() => {
  vi.stubEnv("APP_SECRET", SECRET);
  vi.stubEnv("APP_SECRET_PREVIOUS", "");
});
afterEach(() => vi.unstubAllEnvs());

/** The token with one character of its payload (or its signature) changed. */
function alter(token: string, part: "payload" | "signature"): string {
  const at = part === "payload" ? token.indexOf("_") + 5 : token.length - 5;
  return token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
}

describe("the check-in token", () => {
  it("is signed exactly as links already handed out", () => {
    expect(signCheckinToken(CHECKIN_CLAIMS)).toBe(CHECKIN_TOKEN);
    expect(genuineCheckinTokenClaims(CHECKIN_TOKEN)).toEqual(CHECKIN_CLAIMS);
  });

  it("is refused when its payload or signature is altered, or its prefix is another's", () => {
    expect(genuineCheckinTokenClaims(alter(CHECKIN_TOKEN, "payload"))).toBeUndefined();
    expect(genuineCheckinTokenClaims(alter(CHECKIN_TOKEN, "signature"))).toBeUndefined();
    expect(genuineCheckinTokenClaims(`cs_${CHECKIN_TOKEN.slice(3)}`)).toBeUndefined();
  });
});

describe("the stop token", () => {
  it("is signed exactly as links already in e-mails", () => {
    expect(signStopToken(STOP_CLAIMS)).toBe(STOP_TOKEN);
    expect(verifyStopToken(STOP_TOKEN)).toEqual(STOP_CLAIMS);
  });

  it("is refused when its payload or signature is altered, or its prefix is another's", () => {
    expect(verifyStopToken(alter(STOP_TOKEN, "payload"))).toBeUndefined();
    expect(verifyStopToken(alter(STOP_TOKEN, "signature"))).toBeUndefined();
    expect(verifyStopToken(`ci_${STOP_TOKEN.slice(3)}`)).toBeUndefined();
  });

  it("is not a check-in token, nor the reverse, even given the other's prefix (each purpose has its key)", () => {
    expect(genuineCheckinTokenClaims(`ci_${STOP_TOKEN.slice(3)}`)).toBeUndefined();
    expect(verifyStopToken(`cs_${CHECKIN_TOKEN.slice(3)}`)).toBeUndefined();
  });
});

describe("a signed payload", () => {
  it("reads back what was signed, under the same purpose and prefix only", () => {
    const token = signPayload("a-purpose", "x_", { n: 1 });
    expect(verifyPayload("a-purpose", "x_", token)).toEqual({ n: 1 });
    expect(verifyPayload("another-purpose", "x_", token)).toBeUndefined();
    expect(verifyPayload("a-purpose", "y_", token)).toBeUndefined();
  });

  it("is refused under another APP_SECRET", () => {
    const token = signPayload("a-purpose", "x_", { n: 1 });
    vi.stubEnv("APP_SECRET", "another-test-only-secret-0123456789-abcdef");
    expect(verifyPayload("a-purpose", "x_", token)).toBeUndefined();
  });

  it("refuses a missing signature, a third part, and a signed payload that is not a JSON object", () => {
    const token = signPayload("a-purpose", "x_", { n: 1 });
    expect(verifyPayload("a-purpose", "x_", token.slice(0, token.indexOf(".")))).toBeUndefined();
    expect(verifyPayload("a-purpose", "x_", `${token}.more`)).toBeUndefined();
    expect(verifyPayload("a-purpose", "x_", signPayload("a-purpose", "x_", [1, 2]))).toBeUndefined();
  });
});
