"use client";

import { formatMoney } from "@/components/i18n/format";
import type { BoardBookingSummary } from "@/server/desk/list-todays-bookings";
import { boardBalanceLabel } from "./board-balance";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";

/**
 * What a Today row adds to the booking list: the arrival hour, the balance (the payer's) and the
 * notes. A note takes one line, cut with an ellipsis so the columns never scroll sideways at
 * tablet width; its whole text stays in the page (read aloud, shown on hover) and on the booking.
 */
export function BoardRowDetails({ booking }: { booking: BoardBookingSummary }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const label = boardBalanceLabel(booking);
  const amount = Math.abs(booking.board.balance);
  return (
    <>
      <span className={`${styles.row} ${styles.small}`}>
        <span>{t("arrivesAt", { hour: booking.arrival_hour })}</span>
        <span data-testid="board-balance" className={booking.board.balance > 0 ? styles.owes : styles.muted}>
          {t(label.key, label.code ? { code: label.code } : undefined)}
          {amount > 0 || label.code ? `: ${formatMoney(language, property.currency, label.code ? booking.board.balance : amount)}` : null}
        </span>
      </span>
      {booking.notes ? <BoardNote label={t("notes")} text={booking.notes} /> : null}
      {booking.guest_message ? <BoardNote label={t("guestMessage")} text={booking.guest_message} /> : null}
    </>
  );
}

function BoardNote({ label, text }: { label: string; text: string }) {
  return (
    <span className={`${styles.oneLine} ${styles.small} ${styles.muted}`} title={text}>
      {label}: {text}
    </span>
  );
}
