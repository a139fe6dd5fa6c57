"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { translatorFor, type Translator } from "@/i18n/translate";
import type { DeskLang } from "@/i18n/languages";
import { deskMessagesOf, type MessageKey } from "./message-tables";

export type Language = DeskLang;

interface I18n {
  language: Language;
  setLanguage(language: Language): void;
  /** The shared translator of the guest page and the desk, over the chosen language's table (the desk's words and the vocabulary). */
  t: Translator<MessageKey>;
}

const I18nContext = createContext<I18n | undefined>(undefined);

const translators: Record<Language, Translator<MessageKey>> = {
  vi: translatorFor<MessageKey>(deskMessagesOf("vi")),
  en: translatorFor<MessageKey>(deskMessagesOf("en")),
};

/** The language comes from the desk_lang cookie (read by the server layout, so no flash). */
export function I18nProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initial);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((next: Language) => {
    document.cookie = `desk_lang=${next}; Path=/; SameSite=Lax; Max-Age=31536000`;
    setLanguageState(next);
  }, []);
  const value = useMemo<I18n>(() => ({ language, setLanguage, t: translators[language] }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
