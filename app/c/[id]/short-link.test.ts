import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { freezeClock } from "@/server/domain/clock";
import { setRateLimitStore } from "@/server/platform/rate-limit/limit-credential";
import { MemoryRateLimitStore } from "@/server/platform/rate-limit/memory-store";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as createLink } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/checkin-link/route";
import { DELETE as revokeLinks } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/checkin-links/route";
import { GET as getBooking } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { GET } from "./route";

// The desk's QR code carries `/c/<short id>`: it resolves to the whole check-in link while the
// link works, and to the same "not valid" page for anything else.

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  setRateLimitStore(new MemoryRateLimitStore());
});
afterEach(() => {
  setRateLimitStore(undefined);
  delete process.env.TRUST_PROXY;
  process.env.RATE_LIMIT_DISABLED = "true";
});

const mint = (bookingCode: string, tenantId = "hanoi-old-quarter") =>
  callRoute(createLink, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/checkin-link`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token: DEMO_KEYS.all,
  });
const open = (shortId: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/c/${shortId}?lang=en`, { headers }), { params: Promise.resolve({ id: shortId }) });
const shortIdOf = (shortUrl: string) => new URL(shortUrl).pathname.split("/").pop()!;
const tokenIn = (location: string) => decodeURIComponent(/^\/checkin(?:\?[^#]*)?#(.+)$/.exec(location)![1]!);
const readBooking = (bookingCode: string, token: string, tenantId = "hanoi-old-quarter") =>
  callRoute(getBooking, {
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token,
  });

describe("short check-in links", () => {
  it("are made with every link: 12 characters of an unambiguous base32, different each time", async () => {
    const first = (await mint("HNCJM6F2")).body.data;
    const second = (await mint("HNCJM6F2")).body.data;
    expect(first.short_url).toMatch(/^http:\/\/localhost\/c\/[0-9a-hjkmnp-tv-z]{12}$/);
    expect(shortIdOf(first.short_url)).not.toBe(shortIdOf(second.short_url));
  });

  it("redirect to a working token of the link, without a referrer or a cache", async () => {
    const link = (await mint("HNCJM6F2")).body.data;
    const answer = await open(shortIdOf(link.short_url));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const location = answer.headers.get("location")!;
    expect(location.startsWith("/checkin?lang=en#")).toBe(true);
    // The token made again from the row is the one minted.
    expect(tokenIn(location)).toBe(link.token);
    expect((await readBooking("HNCJM6F2", tokenIn(location))).status).toBe(200);
    // Typed in capitals from a printed code, it is the same id.
    expect((await open(shortIdOf(link.short_url).toUpperCase())).headers.get("location")).toBe(location);
  });

  it("answer the same for an unknown, malformed, revoked or expired id", async () => {
    const link = (await mint("HNCJM6F2")).body.data;
    const invalid = { status: 303, location: "/checkin/invalid?lang=en" };
    const outcome = async (id: string) => {
      const answer = await open(id);
      return { status: answer.status, location: answer.headers.get("location") };
    };
    expect(await outcome("0000000000zz")).toEqual(invalid);
    expect(await outcome("not-a-short-id")).toEqual(invalid);
    expect(await outcome("x".repeat(5000))).toEqual(invalid);

    freezeClock(Temporal.Instant.from("2026-03-12T17:00:00Z")); // the end of the check-out day in Hanoi
    expect(await outcome(shortIdOf(link.short_url))).toEqual(invalid);
    freezeClock(DEMO_NOW);

    await callRoute(revokeLinks, {
      method: "DELETE",
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/checkin-links",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
      token: DEMO_KEYS.all,
    });
    expect(await outcome(shortIdOf(link.short_url))).toEqual(invalid);
  });

  it("lead only to their own property's booking", async () => {
    const danang = (await mint("DNZEU2AA", "danang-beach")).body.data;
    const token = tokenIn((await open(shortIdOf(danang.short_url))).headers.get("location")!);
    expect((await readBooking("DNZEU2AA", token, "danang-beach")).status).toBe(200);
    expect((await readBooking("HNCJM6F2", token)).status).toBe(403);
  });

  it("are looked up at a bounded pace per client", async () => {
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.TRUST_PROXY = "1";
    const from = (address: string) => ({ "x-forwarded-for": address });
    const answers = [];
    for (let index = 0; index < 20; index++) answers.push((await open("0000000000zz", from("203.0.113.7"))).status);
    expect(answers.every((status) => status === 303)).toBe(true);
    const refused = await open("0000000000zz", from("203.0.113.7"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // In the guest's language, as the page would be: the address's, else the browser's.
    expect(await refused.text()).toBe("Too many tries. Please try again in a few minutes.\n");
    const headers = { ...from("203.0.113.7"), "accept-language": "de-DE,vi;q=0.8,en;q=0.5" };
    const inVietnamese = await GET(new Request("http://localhost/c/0000000000zz", { headers }), {
      params: Promise.resolve({ id: "0000000000zz" }),
    });
    expect(inVietnamese.status).toBe(429);
    expect(await inVietnamese.text()).toBe("Quá nhiều lần thử. Vui lòng thử lại sau ít phút.\n");
    // Another client is not slowed by the first.
    expect((await open("0000000000zz", from("198.51.100.9"))).status).toBe(303);
  });
});
