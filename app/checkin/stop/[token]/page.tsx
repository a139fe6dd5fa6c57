import type { Metadata } from "next";
import { stopPageTranslator } from "@/components/checkin/stop-page-i18n";
import { isLang, type Lang } from "@/i18n/languages";
import { stopLinkState } from "@/server/checkin-messages/stop-checkin-messages-by-token";
import styles from "./stop-page.module.css";

// The "stop these e-mails" link of an online check-in e-mail (docs/checkin-messages.md, "The stop
// link"). Opening it stops nothing: mail scanners and link previews follow links, so only the
// button's POST (or a mail client's one-click List-Unsubscribe POST) does.

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: { searchParams: Promise<{ lang?: string }> }): Promise<Metadata> {
  // The tab's title in the page's language (the root layout's default is the app's name, in English).
  return {
    title: stopPageTranslator(languageOf((await searchParams).lang))("title"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

export default async function StopCheckinMessagesPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  const { token } = await params;
  const { lang } = await searchParams;
  const language = languageOf(lang);
  const t = stopPageTranslator(language);
  const stopToken = decodedToken(token);
  const state = await stopLinkState(stopToken);
  return (
    <main className={styles.page} lang={language}>
      <h1>{t("title")}</h1>
      {!state ? (
        <p>{t("invalid")}</p>
      ) : state.stopped ? (
        <p role="status">{t("stopped", { property: state.propertyName })}</p>
      ) : (
        <form method="post" action={`/api/checkin/stop/${encodeURIComponent(stopToken)}?lang=${language}`}>
          <p>{t("ask", { property: state.propertyName })}</p>
          <input type="hidden" name="from" value="page" />
          <button className={styles.button} type="submit">
            {t("button")}
          </button>
        </form>
      )}
    </main>
  );
}

/** The token as the e-mail wrote it; a path that does not decode names no booking. */
function decodedToken(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return "";
  }
}

/** The language the e-mail's link names (`?lang=`, the e-mail's own); English for any other. */
function languageOf(lang: string | undefined): Lang {
  return isLang(lang) ? lang : "en";
}
