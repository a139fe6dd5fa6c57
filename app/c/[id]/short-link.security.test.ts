import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashShortLinkId } from "@/server/platform/auth/checkin-tokens";
import { queryRows } from "@/server/platform/db/query-rows";
import { setRateLimitStore } from "@/server/platform/rate-limit/limit-credential";
import { MemoryRateLimitStore } from "@/server/platform/rate-limit/memory-store";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

// Issue 20, item 5: the short link of the desk's QR code. 310 wrong ids in 1.3 s from anyone
// made the next scan of a valid short link answer 429 (one bucket for every unattributed
// client); a copy of checkin_links held every live short id in the clear; and the redirect put
// the check-in token in the path, where every proxy logs it.

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  setRateLimitStore(new MemoryRateLimitStore());
  // Rate limits are off for the suite (RATE_LIMIT_DISABLED=true); these tests are about them.
  process.env.RATE_LIMIT_DISABLED = "false";
});
afterEach(() => {
  setRateLimitStore(undefined);
  delete process.env.TRUST_PROXY;
  process.env.RATE_LIMIT_DISABLED = "true";
});

const open = (shortId: string, from?: string) =>
  GET(new Request(`http://localhost/c/${shortId}`, { headers: from ? { "x-forwarded-for": from } : {} }), {
    params: Promise.resolve({ id: shortId }),
  });
const shortIdOf = (shortUrl: string) => new URL(shortUrl).pathname.split("/").pop()!;
/** Another well-formed id each time (Crockford base32, 12 characters): the guesses of a flood. */
const wrongId = (index: number) => `zz${index.toString(32).padStart(10, "0")}`;
const mintShortId = async (bookingCode = "HNCJM6F2") => {
  const link = await mintCheckinLink(testDb.db(), bookingCode);
  return { shortId: shortIdOf(link.short_url), token: link.token };
};
async function flood(count: number, from?: (index: number) => string | undefined): Promise<number[]> {
  const statuses = [];
  for (let index = 0; index < count; index++) statuses.push((await open(wrongId(index), from?.(index))).status);
  return statuses;
}

describe("short links: a wrong-id flood", () => {
  it("from one client does not make another client's valid scan answer 429", async () => {
    process.env.TRUST_PROXY = "1";
    const { shortId, token } = await mintShortId();
    const statuses = await flood(310, () => "203.0.113.7");
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    const scan = await open(shortId, "198.51.100.9");
    expect(scan.status).toBe(303);
    expect(scan.headers.get("location")).toBe(`/checkin#${token}`);
  });

  it("from clients the app cannot attribute does not make another one's valid scan answer 429", async () => {
    // No TRUST_PROXY: the app cannot tell these clients apart, and gives them no shared bucket.
    const { shortId, token } = await mintShortId();
    expect((await flood(310)).every((status) => status === 303)).toBe(true);
    expect((await open(shortId)).headers.get("location")).toBe(`/checkin#${token}`);
  });
});

describe("short links: one id hammered from many addresses", () => {
  it("is bounded by the id's own bucket, alike for a working id and an unknown one (no oracle)", async () => {
    process.env.TRUST_PROXY = "1";
    const { shortId } = await mintShortId();
    const burst = async (id: string) => {
      const statuses = [];
      for (let index = 0; index < 31; index++) statuses.push((await open(id, `192.0.2.${index + 1}`)).status);
      return statuses;
    };
    const expected = [...Array<number>(30).fill(303), 429];
    expect(await burst(shortId)).toEqual(expected);
    expect(await burst("0000000000zz")).toEqual(expected);
    // Typed in capitals it is the same id, and the same bucket.
    expect((await open(shortId.toUpperCase(), "192.0.2.99")).status).toBe(429);
  });
});

describe("short links: a copy of the database", () => {
  it("holds no short id in the clear, nor its plain SHA-256 (60 bits are quickly guessed)", async () => {
    const { shortId } = await mintShortId();
    const db = testDb.db();
    // Any column of any row, as text.
    expect(await queryRows(db, sql`select id from checkin_links l where l::text like ${`%${shortId}%`}`)).toEqual([]);
    expect(await queryRows(db, sql`select short_id_hash from checkin_links where short_id_hash is not null`)).toEqual([
      { short_id_hash: hashShortLinkId(shortId) },
    ]);
    expect(hashShortLinkId(shortId)).not.toBe(createHash("sha256").update(shortId).digest("hex"));
  });
});

describe("short links: a proxy's access log", () => {
  it("never sees the check-in token: the redirect carries it in the fragment only", async () => {
    const { shortId, token } = await mintShortId();
    const location = new URL((await open(shortId)).headers.get("location")!, "http://localhost");
    expect(location.pathname + location.search).toBe("/checkin");
    expect(location.pathname + location.search).not.toContain(token);
    expect(decodeURIComponent(location.hash.slice(1))).toBe(token);
  });
});
