import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES } from "@/i18n/languages";
import { BORDER_GATES, borderGateName, listBorderGates } from "./border-gates";

// Issue 33, item 4: in Chinese, Korean and Japanese the gates stayed in English ("Noi Bai International Airport").

describe("the border gates' names", () => {
  it("name every airport in each of the six languages, in its own script", () => {
    expect(BORDER_GATES.find((gate) => gate.code === "air-han")?.names).toEqual({
      vi: "Sân bay quốc tế Nội Bài",
      en: "Noi Bai International Airport",
      "zh-CN": "内排国际机场",
      "zh-TW": "內排國際機場",
      ko: "노이바이 국제공항",
      ja: "ノイバイ国際空港",
    });
    for (const airport of BORDER_GATES.filter((gate) => gate.kind === "air")) {
      expect(airport.names["zh-CN"], airport.code).toMatch(/^\p{Script=Han}+国际机场$/u);
      expect(airport.names["zh-TW"], airport.code).toMatch(/^\p{Script=Han}+國際機場$/u);
      expect(airport.names.ko, airport.code).toMatch(/^\p{Script=Hangul}+ 국제공항$/u);
      expect(airport.names.ja, airport.code).toMatch(/^\p{Script=Katakana}[\p{Script=Katakana}ー]*国際空港$/u);
    }
  });

  it("give every gate a name in every language, the kind in the reader's words", () => {
    for (const gate of BORDER_GATES) for (const lang of GUEST_LANGUAGES) expect(gate.names[lang], `${gate.code} ${lang}`).toMatch(/\S/);
    const gate = BORDER_GATES.find((candidate) => candidate.code === "land-cha-lo")!;
    expect([gate.names["zh-CN"], gate.names.ko, gate.names.ja]).toEqual([
      "Cha Lo 国际口岸",
      "Cha Lo 국제 국경검문소",
      "Cha Lo 国際国境ゲート",
    ]);
    expect(BORDER_GATES.find((candidate) => candidate.code === "sea-ho-chi-minh")?.names.ja).toBe("ホーチミン市港");
  });

  it("are listed and printed in the page's language, `other` last", () => {
    expect(listBorderGates("ko")[0]).toEqual({ code: "air-han", name: "노이바이 국제공항" });
    expect(listBorderGates("zh-TW").at(-1)).toEqual({ code: "other", name: "其他口岸" });
    expect(borderGateName("air-sgn", null, "ja")).toBe("タンソンニャット国際空港");
    expect(borderGateName("air-sgn", null)).toBe("Sân bay quốc tế Tân Sơn Nhất");
    expect(borderGateName("other", " Bavet ", "zh-CN")).toBe("Bavet");
  });
});
