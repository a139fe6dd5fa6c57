import type { ReactNode } from "react";
import type { Lang } from "@/i18n/languages";
import { nationalityName } from "@/server/domain/declaration-values";
import { cardWords, type CardWordKey } from "./card-words";

/**
 * Vietnamese first, the guest's language beside it ("Họ và tên / 성명"), marked with its `lang` so
 * print picks the script's font and a screen reader its voice. Vietnamese alone for a Vietnamese
 * guest, or where both say the same. `apart` puts the guest's words on a line of their own (a
 * sentence, where " / " would run two sentences together).
 */
function Bilingual({ vi, guest, language, apart = false }: { vi: string; guest: string; language: Lang; apart?: boolean }) {
  if (language === "vi" || guest === vi) return <>{vi}</>;
  return (
    <>
      {vi}
      {apart ? <br /> : " / "}
      <span lang={language}>{guest}</span>
    </>
  );
}

export interface CardSpeech {
  language: Lang;
  /** A label or a domain word of the card, in both languages. */
  say(key: CardWordKey, options?: { apart?: boolean }): ReactNode;
  /** A country (ISO 3166-1 alpha-2) as both languages name it: "Hàn Quốc / 대한민국". */
  country(code: string): ReactNode;
}

/** How the card's guest side speaks: Vietnamese and `language`. */
export function cardSpeech(language: Lang): CardSpeech {
  const vi = cardWords("vi");
  const guest = cardWords(language);
  return {
    language,
    say: (key, options) => <Bilingual vi={vi(key)} guest={guest(key)} language={language} apart={options?.apart} />,
    country: (code) => <Bilingual vi={nationalityName(code, "vi")} guest={nationalityName(code, language)} language={language} />,
  };
}
