import { expect, test } from "@playwright/test";
import { watchCspViolations } from "./csp-violations";

// What a browser, a framing site and a partner see of the security headers, on the production
// build: a page, an API answer, the API reference under its policy, and an unreadable path.

const KEY = "lpk_demo_all_QK74KH";
const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];

test("a page carries a CSP with a nonce of its own, which its scripts bear", async ({ request }) => {
  const first = await request.get("/desk/sign-in");
  const second = await request.get("/desk/sign-in");
  const policy = first.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).toContain("'strict-dynamic'");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
    expect(policy).toContain(directive);
  expect(policy).not.toContain("unsafe-eval");
  const nonce = nonceOf(policy)!;
  expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"])); // a fresh nonce per answer
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

  const headers = first.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toMatch(
    /^camera=\(\), .*microphone=\(\).*geolocation=\(\)|^camera=\(\), .*geolocation=\(\).*microphone=\(\)/,
  );
  expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
});

test("an API answer carries the strict API policy, nosniff, and HSTS when the proxy says HTTPS", async ({ request }) => {
  const answer = await request.get("/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ", {
    headers: { authorization: `Bearer ${KEY}`, "x-forwarded-proto": "https" },
  });
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("an unreadable API path answers 400 BOOKING_001 in the envelope, never a plain-text 500", async ({ request }) => {
  for (const path of [
    "/api/v1/reference/cities/%FF/wards",
    "/api/v1/properties/%C0%AF/bookings/HNVRBEHJ",
    "/api/v1/reference/cities/%zz/wards",
  ]) {
    const answer = await request.get(path, { headers: { authorization: `Bearer ${KEY}`, "x-request-id": "e2e-unreadable-path" } });
    expect(answer.status(), path).toBe(400);
    expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers()["x-request-id"]).toBe("e2e-unreadable-path");
    expect(await answer.json()).toEqual({ success: false, code: "BOOKING_001", message: expect.stringContaining("path") });
  }
  const post = await request.post("/api/v1/properties/hanoi-old-quarter/bookings/%FF/update", {
    headers: { authorization: `Bearer ${KEY}` },
    data: {},
  });
  expect(post.status()).toBe(400);
  expect((await post.json()).code).toBe("BOOKING_001");
  // A page path is refused with a plain 400 as well.
  expect((await request.get("/checkin/%FF")).status()).toBe(400);
});

test("the API reference (/docs) renders under the pages' policy, inline styles refused too, with no CSP violation", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const answer = await page.goto("/docs");
  const policy = answer?.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self' 'nonce-");
  expect(policy).toContain(`style-src-elem 'self' 'nonce-${nonceOf(policy)}'`);
  await expect(page.getByRole("heading", { name: "Lodging Partner API", level: 1 })).toBeVisible();
  await page.getByRole("heading", { name: "Get Booking Detail", level: 3 }).scrollIntoViewIfNeeded();
  // The contents' filter is the page's one script: it runs.
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByText("Contents", { exact: true }).click();
  await page.getByLabel("Find an operation or schema").fill("countries");
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("status")).toHaveText("1 match");
  expect(await violations()).toEqual([]);
});
