import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "./proxy";

// The proxy sits in front of every page and of the API paths Next.js cannot decode. These tests
// call it as Next.js does; e2e/security-headers.spec.ts checks the same on the production build.

const call = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(path, "http://localhost"), { headers }));
const nonceOf = (policy: string | null) => policy?.match(/'nonce-([^']+)'/)?.[1];

describe("an unreadable path", () => {
  it("answers 400 BOOKING_001 in the envelope with an X-Request-Id, where Next.js would answer a plain-text 500", async () => {
    for (const path of [
      "/api/v1/reference/cities/%FF/wards",
      "/api/v1/properties/%C0%AF/bookings/X",
      "/api/v1/reference/cities/%zz/wards",
      "/api/%E0%A4%A",
    ]) {
      const answer = call(path, { "x-request-id": "req-unreadable-1" });
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.headers.get("x-request-id")).toBe("req-unreadable-1");
      expect(await answer.json()).toEqual({ success: false, code: "BOOKING_001", message: expect.stringContaining("path") });
    }
  });

  it("lets a well-encoded API path through untouched", () => {
    const answer = call("/api/v1/reference/cities/%30%31/wards");
    expect(answer.headers.get("x-middleware-next")).toBe("1");
    expect(answer.headers.get("content-security-policy")).toBeNull();
  });

  it("refuses an unreadable page path with a plain 400 too", async () => {
    const answer = call("/checkin/%FF");
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("could not be read");
  });
});

describe("a page's Content-Security-Policy", () => {
  it("has a fresh nonce per answer, and gives it to the render through the request's header", () => {
    const first = call("/desk/sign-in");
    const second = call("/desk/sign-in");
    const policy = first.headers.get("content-security-policy");
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers.get("content-security-policy")));
    // NextResponse.next({ request: { headers } }): what the page is rendered with.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("lets no script run without the nonce: no unsafe-inline or eval for scripts, no plugins, no framing", () => {
    for (const path of ["/", "/checkin/ci_token", "/desk/hanoi-old-quarter", "/docs"]) {
      const policy = call(path).headers.get("content-security-policy")!;
      const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src "))!;
      expect(scripts).toBe(`script-src 'self' 'nonce-${nonceOf(policy)}' 'strict-dynamic'`);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy.split("; ")).toContain(directive);
      }
    }
  });

  it("lets the check-in page start its OCR worker, also at /checkin where the short link lands", () => {
    for (const path of ["/checkin", "/checkin/ci_token"])
      expect(call(path).headers.get("content-security-policy"), path).toContain("worker-src 'self'");
    expect(call("/desk/hanoi-old-quarter").headers.get("content-security-policy")).not.toContain("worker-src");
  });

  it("keeps injected <style> elements out everywhere, the API reference included", () => {
    for (const path of ["/desk/hanoi-old-quarter", "/docs"]) {
      const policy = call(path).headers.get("content-security-policy")!;
      expect(policy, path).toContain(`style-src-elem 'self' 'nonce-${nonceOf(policy)}'`);
      expect(policy, path).not.toContain("style-src-elem 'self' 'unsafe-inline'");
    }
  });

  it("upgrades insecure requests only when served over HTTPS", () => {
    expect(call("/", { "x-forwarded-proto": "https" }).headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(call("/").headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });
});

describe("what the proxy runs on", () => {
  const runsOn = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, headers });

  it("stays off the API's hot path and off static assets", () => {
    expect(runsOn("/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ")).toBe(false);
    expect(runsOn("/api/health")).toBe(false);
    expect(runsOn("/_next/static/chunks/main.js")).toBe(false);
  });

  it("runs on every page, and on any API path with a percent-escape", () => {
    for (const url of ["/", "/docs", "/desk/sign-in", "/checkin/ci_token", "/api/v1/reference/cities/%FF/wards", "/api/%zz"])
      expect(runsOn(url), url).toBe(true);
  });
});

describe("a guest page's language", () => {
  it("keeps the language an address asks for in a cookie, and hands the query and path to the layout", () => {
    const answer = call("/checkin/abc?lang=ko");
    expect(answer.headers.get("set-cookie")).toMatch(/^guest_lang=ko; Path=\/; .*Max-Age=31536000; HttpOnly; SameSite=lax/i);
    expect(answer.headers.get("x-middleware-request-x-guest-language-asked")).toBe("ko");
    expect(answer.headers.get("x-middleware-request-x-guest-page-path")).toBe("/checkin/abc");
  });

  it("keeps no language from the stop page's link: it speaks the e-mail's, which may be a guess from the phone (issue 33)", () => {
    const answer = call("/checkin/stop/cs_token?lang=vi");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("x-middleware-request-x-guest-language-asked")).toBe("vi");
  });

  it("keeps no unknown language, and lets no client write the headers it hands over", () => {
    const answer = call("/checkin?lang=fr", { "x-guest-language-asked": "ja" });
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("x-middleware-request-x-guest-language-asked")).toBeNull();
    const desk = call("/desk/sign-in", { "x-guest-page-path": "/checkin/forged", "x-guest-language-asked": "ja" });
    expect(desk.headers.get("x-middleware-request-x-guest-page-path")).toBeNull();
    expect(desk.headers.get("x-middleware-request-x-guest-language-asked")).toBeNull();
  });
});
