import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashShortLinkId } from "@/server/platform/auth/checkin-tokens";
import { csrfTokenFor, isValidCsrfToken } from "@/server/platform/auth/desk-csrf";
import { signatureOf } from "@/server/webhooks/sign-delivery";
import { hmacSha256, sameSecret } from "./hmac";

// Short-link hashes are stored in checkin_links, CSRF tokens sit in browsers' cookies, webhook
// signatures are checked by partners: each must stay byte for byte what it was. The pinned
// strings were computed from the formats themselves (HKDF of the secret for the purpose, then
// HMAC-SHA256 with node:crypto directly), not by the code under test.
const SECRET = "test-only-secret-for-pinned-tokens-0123456789";

beforeEach(() => {
  vi.stubEnv("APP_SECRET", SECRET);
  vi.stubEnv("APP_SECRET_PREVIOUS", "");
});
afterEach(() => vi.unstubAllEnvs());

describe("hmacSha256", () => {
  it("is HMAC-SHA256 (RFC 4231, test case 2), with a text key as its UTF-8 bytes", () => {
    const expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    expect(hmacSha256("Jefe", "what do ya want for nothing?").toString("hex")).toBe(expected);
    expect(hmacSha256(Buffer.from("Jefe"), "what do ya want for nothing?").toString("hex")).toBe(expected);
  });

  it("signs parts written one after the other as their concatenation, bytes or text", () => {
    const whole = hmacSha256("key", '12345.{"a":1}');
    expect(hmacSha256("key", "12345.", new TextEncoder().encode('{"a":1}'))).toEqual(whole);
    expect(hmacSha256("key", "123", "45.", '{"a":1}')).toEqual(whole);
  });
});

describe("sameSecret", () => {
  it("accepts equal texts only", () => {
    expect(sameSecret("abc-DEF_123", "abc-DEF_123")).toBe(true);
    expect(sameSecret("abc-DEF_124", "abc-DEF_123")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
  });

  it("refuses texts of other lengths, in characters or in bytes", () => {
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("", "a")).toBe(false);
    expect(sameSecret("é", "ee")).toBe(false);
  });
});

describe("what is signed with it stays as handed out", () => {
  it("the stored hash of a short link", () => {
    expect(hashShortLinkId("7k3m9q2x4v8z")).toBe("a13488fb982d6ecc6be41ebb934b843ac55d79b7f9679c9ff03ca4982d9224e0");
  });

  it("a desk session's CSRF token, and its check", () => {
    expect(csrfTokenFor("session-token-1")).toBe("gG6yqJNsxHIYuVRxaCNfPqMeXJGfplsGEE40JGRZUik");
    expect(isValidCsrfToken("session-token-1", "gG6yqJNsxHIYuVRxaCNfPqMeXJGfplsGEE40JGRZUik")).toBe(true);
    expect(isValidCsrfToken("session-token-1", "gG6yqJNsxHIYuVRxaCNfPqMeXJGfplsGEE40JGRZUiK")).toBe(false);
    expect(isValidCsrfToken("session-token-1", null)).toBe(false);
  });

  it("a webhook's Standard Webhooks signature", () => {
    expect(signatureOf("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_1", 1700000000, '{"a":1}')).toBe(
      "v1,hVsFLpmw4Ib/Xm0eZLt3KqYBZdt0U8gdGeuz0EsGv78=",
    );
  });
});
