import type { Metadata } from "next";
import { BookingSummary } from "@/components/checkin/booking-summary";
import { CheckinApp } from "@/components/guest-form/checkin-app";
import { formatDate } from "@/i18n/format";
import { FINISHED_TITLE_ID, FinishedView } from "@/components/checkin/finished-view";
import { NextRoomLead } from "@/components/guest-form/next-room-lead";
import { messagesOf, translator, type Lang, type MessageKey } from "@/components/checkin/i18n";
import styles from "@/components/guest-form/checkin.module.css";
import pageStyles from "@/components/guest-form/checkin-page.module.css";
import { LanguagePicker } from "@/components/checkin/language-picker";
import { readCheckinBooking, type CheckinRefusal } from "@/server/checkin/read-checkin-booking";
import { guestPageLanguage } from "./page-language";

// The guest's check-in page, whichever way its token came: in the path (`/checkin/<token>`, the
// links already sent) or moved by the page from the fragment into a cookie (`/checkin`, the short
// link's redirect: ./page.tsx). The summary is rendered here on the server with the link's token
// (so it reads as soon as the HTML arrives on a weak connection); the form hydrates after.

export async function checkinMetadata(): Promise<Metadata> {
  return {
    title: translator(await guestPageLanguage())("pageTitle"),
    robots: { index: false, follow: false },
    // A token may be in the path: no other site may learn it from a Referer header.
    referrer: "no-referrer",
  };
}

/** The page for `token` (undefined: no link at all, shown as not valid); `before` goes first in <main>. */
export async function CheckinPage({ token, lang, before }: { token: string | undefined; lang: Lang; before?: React.ReactNode }) {
  const t = translator(lang);
  const read = token ? await readCheckinBooking({ token }) : ({ refused: "invalid" } as const);
  const data = "booking" in read ? read.booking : undefined;
  // Why a link shows no booking, in one sentence: not valid, expired (or revoked), or its booking cancelled or over.
  const refusal = "refused" in read ? REFUSAL_MESSAGES[read.refused] : undefined;

  return (
    <main lang={lang} className={pageStyles.page}>
      {before}
      <header className={pageStyles.header}>
        <div>
          <p className={pageStyles.kicker}>{t("pageTitle")}</p>
          <h1>{data ? data.property.title : t(refusal!.title)}</h1>
        </div>
        <LanguagePicker lang={lang} label={t("language")} />
      </header>
      {data ? (
        <CheckinApp
          booking={data}
          credential={{ authorization: `Bearer ${token}` }}
          lang={lang}
          messages={messagesOf(lang)}
          arrivalDate={formatDate(lang, data.booking.checkinDate)}
          summary={<BookingSummary data={data} lang={lang} t={t} />}
          finished={<FinishedView booking={data} lang={lang} t={t} />}
          finishedTitleId={FINISHED_TITLE_ID}
          lead={<NextRoomLead booking={data} t={t} />}
          // The balance due and "Show the transfer code" from the first view: a GET of this page writes nothing (transfer-panel.tsx).
          offerTransfer
        />
      ) : (
        <p className={styles.notice} role="alert">
          {t(refusal!.body)}
        </p>
      )}
    </main>
  );
}

const REFUSAL_MESSAGES: Record<CheckinRefusal, { title: MessageKey; body: MessageKey }> = {
  invalid: { title: "invalidLinkTitle", body: "invalidLinkBody" },
  expired: { title: "expiredLinkTitle", body: "expiredLinkBody" },
  cancelled: { title: "cancelledLinkTitle", body: "cancelledLinkBody" },
  finished: { title: "finishedLinkTitle", body: "finishedLinkBody" },
};
