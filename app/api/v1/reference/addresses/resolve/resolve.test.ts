import { beforeEach, describe, expect, it } from "vitest";
import { addressCandidateSchema } from "@/server/reference/schemas";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const resolve = (q: string | null, token?: string) =>
  callRoute(GET, { path: `/api/v1/reference/addresses/resolve${q === null ? "" : `?q=${encodeURIComponent(q)}`}`, token });

describe("GET /reference/addresses/resolve", () => {
  it("answers the 2025 ward of an old address, with the old unit it read, cacheable privately for a day", async () => {
    const answer = await resolve("Số 12, P. Bến Nghé, Q.1, TP.HCM", DEMO_KEYS.all);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(answer.body.success).toBe(true);
    expect(answer.body.data[0]).toEqual({
      province_code: "79",
      province_name: "Thành phố Hồ Chí Minh",
      ward_code: "26740",
      ward_name: "Phường Sài Gòn",
      split: false,
      matched: {
        level: "old_ward",
        ward_code: "26740",
        ward_name: "Phường Bến Nghé",
        district_code: "760",
        district_name: "Quận 1",
        province_code: "79",
        province_name: "Thành phố Hồ Chí Minh",
      },
    });
    for (const candidate of answer.body.data) expect(addressCandidateSchema.safeParse(candidate).success).toBe(true);
  });

  it("gives every ward a divided old ward went to, and an empty list for text that names none", async () => {
    const split = await resolve("Phường Cống Vị, Quận Ba Đình, Hà Nội", DEMO_KEYS.all);
    expect(split.body.data.map((c: { ward_name: string; split: boolean }) => [c.ward_name, c.split])).toEqual([
      ["Phường Ngọc Hà", true],
      ["Phường Giảng Võ", true],
    ]);
    const none = await resolve("221B Baker Street, London", DEMO_KEYS.all);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["blank", "   "],
    ["over 300 characters", "Phường Bến Nghé ".repeat(20)],
  ])("refuses a q that is %s with a 422 naming q", async (_, q) => {
    const answer = await resolve(q, DEMO_KEYS.all);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false });
    expect(Object.keys(answer.body.errors)).toEqual(["q"]);
  });

  it("needs a credential: 401 without one, 403 without properties:read", async () => {
    expect((await resolve("hcm")).status).toBe(401);
    const { createApiKey } = await import("@/server/platform/auth/create-api-key");
    const { key } = await createApiKey(testDb.db(), { name: "reader", scopes: ["bookings:read"], properties: "all" });
    expect((await resolve("hcm", key)).status).toBe(403);
  });

  it("answers a guest's check-in link, as the check-in page calls it", async () => {
    const { token } = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    const answer = await resolve("phuc xa, Thành phố Hà Nội", token);
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toMatchObject({
      province_code: "01",
      ward_name: "Phường Hồng Hà",
      matched: { ward_name: "Phường Phúc Xá" },
    });
  });
});
