import { describe, expect, it } from "vitest";
import { koreanEnding, koreanParticle } from "./korean-particles";
import { translatorFor } from "./translate";

describe("Korean particles after a name", () => {
  it("follow a Hangul name's last syllable: a final consonant, ㄹ, or a vowel", () => {
    expect(["서울호텔", "하노이 스테이", "부산", "스테이!"].map(koreanEnding)).toEqual(["rieul", "vowel", "consonant", "vowel"]);
    expect(koreanParticle("서울호텔", "을(를)")).toBe("을");
    expect(koreanParticle("하노이 스테이", "을(를)")).toBe("를");
    expect(koreanParticle("부산", "이(가)")).toBe("이");
    expect(koreanParticle("하노이 스테이", "은(는)")).toBe("는");
    expect(koreanParticle("부산", "(으)로")).toBe("으로");
    expect(koreanParticle("서울호텔", "(으)로")).toBe("로");
    expect(koreanParticle("하노이 스테이", "(으)로")).toBe("로");
  });

  it("read a Latin name as Korean does (호텔, 인, 리조트) and digits as Sino-Korean numbers", () => {
    expect(
      [
        "Hanoi Old Quarter Hotel",
        "Sunrise Inn",
        "Saigon Apartments",
        "Hội An Homestay",
        "Hoang Long",
        "Villa 8",
        "Room 2",
        "Nhà Trọ Bình Yên",
      ].map(koreanEnding),
    ).toEqual(["rieul", "consonant", "vowel", "vowel", "consonant", "rieul", "vowel", "consonant"]);
    expect(koreanParticle("Hanoi Old Quarter Hotel", "을(를)")).toBe("을");
    expect(koreanParticle("Saigon Apartments", "을(를)")).toBe("를");
  });

  it("stays as written after a script that cannot tell", () => {
    expect(koreanParticle("河内酒店", "을(를)")).toBe("을(를)");
    expect(koreanParticle("", "이(가)")).toBe("이(가)");
  });

  it("are chosen by the translator once the value is known (issue 33: “Hotel을(를)”)", () => {
    const t = translatorFor({
      locale: "ko-KR",
      intro: "{property}을(를) 예약해 주셔서 감사합니다.",
      contact: "{property}(으)로 연락해 주세요.",
      stay: "{property}에서",
    });
    expect(t("intro", { property: "Hanoi Old Quarter Hotel" })).toBe("Hanoi Old Quarter Hotel을 예약해 주셔서 감사합니다.");
    expect(t("intro", { property: "Saigon Apartments" })).toBe("Saigon Apartments를 예약해 주셔서 감사합니다.");
    expect(t("contact", { property: "부산 게스트하우스" })).toBe("부산 게스트하우스로 연락해 주세요.");
    expect(t("stay", { property: "Sunrise Inn" })).toBe("Sunrise Inn에서");
    expect(t("intro")).toBe("{property}을(를) 예약해 주셔서 감사합니다.");
  });
});
