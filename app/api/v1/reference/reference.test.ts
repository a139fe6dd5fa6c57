import { beforeEach, describe, expect, it } from "vitest";
import { referenceListResponseSchema } from "@/server/reference/schemas";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getCities } from "./cities/route";
import { GET as getWards } from "./cities/[cityCode]/wards/route";
import { GET as getBorderGates } from "./border-gates/route";
import { GET as getCountries } from "./countries/route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const vietnamese = new Intl.Collator("vi");

function expectSortedBy(collator: Intl.Collator, names: string[]) {
  for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
}

describe("reference data", () => {
  it("lists every ISO 3166-1 country in Vietnamese by default, sorted by Vietnamese collation", async () => {
    const answer = await callRoute(getCountries, { path: "/api/v1/reference/countries", token: DEMO_KEYS.all });
    expect(answer.status).toBe(200);
    expect(referenceListResponseSchema.safeParse(answer.body).success).toBe(true);
    const countries: { code: string; name: string }[] = answer.body.data;
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.code === "VN")?.name).toBe("Việt Nam");
    expect(countries.find((c) => c.code === "DE")?.name).toBe("Đức");
    expectSortedBy(
      vietnamese,
      countries.map((c) => c.name),
    );
  });

  it("lists Vietnam's international border gates in Vietnamese or English, `other` last", async () => {
    const answer = await callRoute(getBorderGates, { path: "/api/v1/reference/border-gates", token: DEMO_KEYS.all });
    expect(answer.status).toBe(200);
    expect(referenceListResponseSchema.safeParse(answer.body).success).toBe(true);
    const gates: { code: string; name: string }[] = answer.body.data;
    expect(gates.find((gate) => gate.code === "air-sgn")?.name).toBe("Sân bay quốc tế Tân Sơn Nhất");
    expect(gates.find((gate) => gate.code === "land-moc-bai")?.name).toBe("Cửa khẩu quốc tế Mộc Bài");
    expect(gates.at(-1)).toEqual({ code: "other", name: "Cửa khẩu khác" });
    expect(new Set(gates.map((gate) => gate.code)).size).toBe(gates.length);
    const english = await callRoute(getBorderGates, { path: "/api/v1/reference/border-gates?lang=en", token: DEMO_KEYS.all });
    expect(english.body.data.find((gate: { code: string }) => gate.code === "air-han").name).toBe("Noi Bai International Airport");
  });

  it("lists the countries in English with lang=en, and refuses another language", async () => {
    const answer = await callRoute(getCountries, { path: "/api/v1/reference/countries?lang=en", token: DEMO_KEYS.all });
    const countries: { code: string; name: string }[] = answer.body.data;
    expect(countries.find((c) => c.code === "VN")?.name).toBe("Vietnam");
    expect(countries[0]).toEqual({ code: "AF", name: "Afghanistan" });
    expectSortedBy(
      new Intl.Collator("en"),
      countries.map((c) => c.name),
    );
    const refused = await callRoute(getCountries, { path: "/api/v1/reference/countries?lang=fr", token: DEMO_KEYS.all });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.lang).toHaveLength(1);
  });

  it("finds countries by the everyday names and codes guests type with q (the guest page's country picker)", async () => {
    const ask = async (query: string) =>
      (await callRoute(getCountries, { path: `/api/v1/reference/countries?${query}`, token: DEMO_KEYS.all })).body.data as {
        code: string;
        name: string;
      }[];
    expect((await ask("lang=vi&q=My"))[0]).toEqual({ code: "US", name: "Hoa Kỳ" });
    expect((await ask("lang=en&q=uk"))[0]).toEqual({ code: "GB", name: "United Kingdom" });
    expect((await ask("lang=en&q=han%20q")).map((c) => c.code)).toEqual(["KR"]);
    expect(await ask("q=zzz")).toEqual([]);
    expect(await ask("q=")).toHaveLength(249);
  });

  it("lists and finds the countries in each of the six guest languages, refusing a language it does not speak", async () => {
    const ask = async (query: string) => callRoute(getCountries, { path: `/api/v1/reference/countries?${query}`, token: DEMO_KEYS.all });
    const korean = await ask("lang=ko");
    expect(korean.status).toBe(200);
    expect(referenceListResponseSchema.safeParse(korean.body).success).toBe(true);
    expect(korean.body.data).toHaveLength(249);
    expect(korean.body.data).toContainEqual({ code: "KR", name: "대한민국" });
    expectSortedBy(
      new Intl.Collator("ko"),
      korean.body.data.map((c: { name: string }) => c.name),
    );
    expect((await ask("lang=zh-CN")).body.data).toContainEqual({ code: "KR", name: "韩国" });
    expect((await ask(`lang=zh-TW&q=${encodeURIComponent("한국")}`)).body.data[0]).toEqual({ code: "KR", name: "南韓" });
    expect((await ask(`lang=ja&q=${encodeURIComponent("Mỹ")}`)).body.data[0]).toEqual({ code: "US", name: "アメリカ合衆国" });
    expect((await ask(`lang=vi&q=${encodeURIComponent("美国")}`)).body.data[0]).toEqual({ code: "US", name: "Hoa Kỳ" });
    expect((await ask(`lang=en&q=${encodeURIComponent("アメリカ")}`)).body.data[0]).toEqual({ code: "US", name: "United States" });
    expect((await ask(`lang=ko&q=${encodeURIComponent("日本")}`)).body.data[0]).toEqual({ code: "JP", name: "일본" });
    for (const unknown of ["zh", "zh-cn", "fr"]) expect((await ask(`lang=${unknown}`)).status, unknown).toBe(422);
  });

  it("names the border gates in the Chinese, Korean and Japanese pages' own languages (issue 33)", async () => {
    const names: Record<string, [string, string]> = {
      "zh-CN": ["内排国际机场", "其他口岸"],
      ko: ["노이바이 국제공항", "기타 국경검문소"],
      "zh-TW": ["內排國際機場", "其他口岸"],
      ja: ["ノイバイ国際空港", "その他の入国地点"],
    };
    for (const [lang, [noiBai, other]] of Object.entries(names)) {
      const answer = await callRoute(getBorderGates, { path: `/api/v1/reference/border-gates?lang=${lang}`, token: DEMO_KEYS.all });
      expect(answer.status).toBe(200);
      expect(answer.body.data.find((gate: { code: string }) => gate.code === "air-han").name).toBe(noiBai);
      expect(answer.body.data.at(-1)).toEqual({ code: "other", name: other });
    }
    expect((await callRoute(getBorderGates, { path: "/api/v1/reference/border-gates?lang=de", token: DEMO_KEYS.all })).status).toBe(422);
  });

  it("lists Vietnam's 34 provinces and cities", async () => {
    const answer = await callRoute(getCities, { path: "/api/v1/reference/cities", token: DEMO_KEYS.all });
    const cities: { code: string; name: string }[] = answer.body.data;
    expect(cities).toHaveLength(34);
    expect(cities).toContainEqual({ code: "01", name: "Thành phố Hà Nội" });
    expectSortedBy(
      vietnamese,
      cities.map((c) => c.name),
    );
  });

  it("lists the 126 wards of Hà Nội sorted with Vietnamese collation", async () => {
    const answer = await callRoute(getWards, {
      path: "/api/v1/reference/cities/01/wards",
      params: { cityCode: "01" },
      token: DEMO_KEYS.all,
    });
    expect(answer.status).toBe(200);
    const wards: { code: string; name: string }[] = answer.body.data;
    expect(wards).toHaveLength(126);
    expect(wards).toContainEqual({ code: "00070", name: "Phường Hoàn Kiếm" });
    expectSortedBy(
      vietnamese,
      wards.map((w) => w.name),
    );
  });

  it("answers 404 NOT_FOUND for an unknown city code", async () => {
    const answer = await callRoute(getWards, {
      path: "/api/v1/reference/cities/99/wards",
      params: { cityCode: "99" },
      token: DEMO_KEYS.all,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("needs a credential with properties:read", async () => {
    expect((await callRoute(getCities, { path: "/api/v1/reference/cities" })).status).toBe(401);
    const { createApiKey } = await import("@/server/platform/auth/create-api-key");
    const { key } = await createApiKey(testDb.db(), { name: "reader", scopes: ["bookings:read"], properties: "all" });
    expect((await callRoute(getCities, { path: "/api/v1/reference/cities", token: key })).status).toBe(403);
  });
});
