import { GUEST_LANGUAGES, LANGUAGE_NAMES, type Lang } from "@/i18n/languages";
import styles from "@/components/guest-form/checkin-page.module.css";

/**
 * The guest page's choice of language: each language named in its own script, as links
 * (`?lang=`), so it works before any JavaScript arrives and costs the page none. The address's
 * choice is kept in a cookie (proxy.ts) for the guest's next visits.
 */
export function LanguagePicker({ lang, label }: { lang: Lang; label: string }) {
  return (
    <details className={styles.languages}>
      <summary aria-label={`${label}: ${LANGUAGE_NAMES[lang]}`}>
        <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
      </summary>
      <ul>
        {GUEST_LANGUAGES.map((language) => (
          <li key={language}>
            <a href={`?lang=${language}`} hrefLang={language} lang={language} aria-current={language === lang ? "true" : undefined}>
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
