"use client";

import styles from "./desk.module.css";
import { useI18n } from "./i18n";

export function LanguageToggle({ className }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <button
      type="button"
      className={className ?? styles.button}
      aria-label={`${language === "vi" ? "EN" : "VI"} · ${t("languageLabel")}`}
      onClick={() => setLanguage(language === "vi" ? "en" : "vi")}
    >
      {language === "vi" ? "EN" : "VI"}
    </button>
  );
}
