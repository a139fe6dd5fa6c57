import type { Metadata } from "next";
import { isLang } from "@/components/i18n/languages";
import { stopLinkState } from "@/server/checkin-messages/stop-checkin-messages-by-token";
import { STOP_PAGE_WORDS } from "./stop-page-words";
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
  const words = STOP_PAGE_WORDS[language];
  const state = await stopLinkState(decodeURIComponent(token));
  return (
    <main className={styles.page} lang={language}>
      <h1>{words.title}</h1>
      {!state ? (
        <p>{words.invalid}</p>
      ) : state.stopped ? (
        <p role="status">{words.stopped(state.propertyName)}</p>
      ) : (
        <form method="post" action={`/api/checkin/stop/${encodeURIComponent(decodeURIComponent(token))}?lang=${language}`}>
          <p>{words.ask(state.propertyName)}</p>
          <input type="hidden" name="from" value="page" />
          <button className={styles.button} type="submit">
            {words.button}
          </button>
        </form>
      )}
    </main>
  );
}
