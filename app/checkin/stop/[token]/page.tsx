import type { Metadata } from "next";
import { stopPageTranslator } from "@/components/checkin/stop-page-i18n";
import { isLang } from "@/components/i18n/languages";
import { stopLinkState } from "@/server/checkin-messages/stop-checkin-messages-by-token";
import styles from "./stop-page.module.css";

// The "stop these e-mails" link of an online check-in e-mail (docs/checkin-messages.md, "The stop
// link"). Opening it stops nothing: mail scanners and link previews follow links, so only the
// button's POST (or a mail client's one-click List-Unsubscribe POST) does.

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function StopCheckinMessagesPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  const { token } = await params;
  const { lang } = await searchParams;
  const language = isLang(lang) ? lang : "en";
  const t = stopPageTranslator(language);
  const state = await stopLinkState(decodeURIComponent(token));
  return (
    <main className={styles.page} lang={language}>
      <h1>{t("title")}</h1>
      {!state ? (
        <p>{t("invalid")}</p>
      ) : state.stopped ? (
        <p role="status">{t("stopped", { property: state.propertyName })}</p>
      ) : (
        <form method="post" action={`/api/checkin/stop/${encodeURIComponent(decodeURIComponent(token))}?lang=${language}`}>
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
