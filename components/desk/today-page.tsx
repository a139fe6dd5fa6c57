"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "@/components/i18n/format";
import type { AttentionReason } from "@/server/desk/today-board";
import { filterByOnlineCheckin, type OnlineCheckinFilter } from "@/server/domain/online-checkin";
import { BoardRowDetails } from "./board-row-details";
import { BookingList } from "./booking-list";
import { BookingSearch } from "./booking-search";
import { BookingSourcesLegend } from "./booking-sources-legend";
import { DeclarationsDuePanel } from "./declarations-due-panel";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { NewBookingButton } from "./new-booking/new-booking-button";
import { OnlineCheckinFilterSelect } from "./online-checkin/online-checkin-filter";
import { OnlineCheckinRow } from "./online-checkin/online-checkin-row";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";
import type { BoardBookingSummary } from "@/server/desk/list-todays-bookings";

/**
 * Today: search first (a guest is waiting), then what needs attention, then arrivals (expected,
 * arrived), in-house and departures (overdue, due, departed). The board refreshes itself every
 * minute and when the window comes back into focus; the counts sit under the title. Arrivals
 * show their online check-in (state, guests registered, e-mail sent and link opened, a failed
 * delivery) and can be filtered by it.
 */
export function TodayPage() {
  const { t, language } = useI18n();
  const property = useProperty();
  const board = useQuery(deskQueries.today(property.id));
  const data = board.data;
  const [onlineFilter, setOnlineFilter] = useState<OnlineCheckinFilter>("all");
  const where = (list: BoardBookingSummary[] | undefined, pick: (booking: BoardBookingSummary) => boolean) => list?.filter(pick);
  const arrivals = data ? filterByOnlineCheckin(data.arrivals, onlineFilter) : undefined;
  const columns = [
    {
      id: "arrivals",
      title: t("arrivals"),
      aside: arrivalRow,
      parts: [
        { title: t("expected"), bookings: where(arrivals, (booking) => booking.board.arrival === "expected") },
        { title: t("arrived"), bookings: where(arrivals, (booking) => booking.board.arrival === "arrived") },
      ],
    },
    { id: "in-house", title: t("inHouse"), aside: boardRow, parts: [{ title: null, bookings: data?.in_house }] },
    {
      id: "departures",
      title: t("departures"),
      aside: boardRow,
      parts: [
        { title: t("overdue"), bookings: where(data?.departures, (booking) => booking.board.departure === "overdue") },
        { title: t("dueOut"), bookings: where(data?.departures, (booking) => booking.board.departure === "due") },
        { title: t("departed"), bookings: where(data?.departures, (booking) => booking.board.departure === "departed") },
      ],
    },
  ];
  return (
    <>
      <h1 className={styles.pageTitle}>
        {t("today")} {data ? <span className={styles.muted}>· {formatDate(language, data.today)} {data.time}</span> : null}
      </h1>
      {data ? (
        <p className={styles.muted} aria-live="polite">
          {[
            t("board_expected", { count: data.counts.arrivals_expected }),
            t("board_arrived", { count: data.counts.arrivals_arrived }),
            t("board_inHouse", { count: data.counts.in_house }),
            t("board_due", { count: data.counts.departures_due }),
            t("board_overdue", { count: data.counts.departures_overdue }),
            t("board_attention", { count: data.counts.needs_attention }),
          ].join(" · ")}
        </p>
      ) : null}
      <p>
        <NewBookingButton />
      </p>
      <BookingSearch />
      {board.error ? <ErrorMessage error={board.error} /> : null}
      <DeclarationsDuePanel />
      {data && data.needs_attention.length > 0 ? (
        <section className={styles.panel} aria-labelledby="attention-title">
          <h2 id="attention-title">
            {t("needsAttention")} <span className={styles.muted}>({data.needs_attention.length})</span>
          </h2>
          <BookingList bookings={data.needs_attention} aside={(booking) => <><BoardRowDetails booking={booking} /><AttentionBadges booking={booking} /></>} />
        </section>
      ) : null}
      <div className={styles.columns}>
        {columns.map((column) => (
          <section key={column.id} className={styles.panel} aria-labelledby={`${column.id}-title`}>
            <h2 id={`${column.id}-title`}>
              {column.title}{" "}
              {data ? <span className={styles.muted}>({column.parts.reduce((sum, part) => sum + (part.bookings?.length ?? 0), 0)})</span> : null}
            </h2>
            {data && column.id === "arrivals" && data.arrivals.length > 0 ? (
              <OnlineCheckinFilterSelect value={onlineFilter} onChange={setOnlineFilter} arrivals={data.arrivals} />
            ) : null}
            {data
              ? column.parts.map((part) =>
                  part.title === null ? (
                    <BookingList key="all" bookings={part.bookings ?? []} aside={column.aside} />
                  ) : part.bookings && part.bookings.length > 0 ? (
                    <div key={part.title}>
                      <h3 className={styles.small}>
                        {part.title} ({part.bookings.length})
                      </h3>
                      <BookingList bookings={part.bookings} aside={column.aside} />
                    </div>
                  ) : null,
                )
              : <p className={styles.muted}>{t("loading")}</p>}
            {data && column.parts.every((part) => (part.bookings?.length ?? 0) === 0) && column.parts[0]?.title !== null ? (
              <p className={styles.muted}>{column.id === "arrivals" && onlineFilter !== "all" && data.arrivals.length > 0 ? t("onlineNoneMatch") : t("none")}</p>
            ) : null}
          </section>
        ))}
      </div>
      <BookingSourcesLegend />
    </>
  );
}

const boardRow = (booking: BoardBookingSummary) => <BoardRowDetails booking={booking} />;
const arrivalRow = (booking: BoardBookingSummary) => (
  <>
    <BoardRowDetails booking={booking} />
    <OnlineCheckinRow online={booking.online_checkin} />
  </>
);

const REASON_KEYS = {
  // The guest did not come: the status's own word, so the board and the badge agree.
  no_show: "status_no_show",
  overdue_departure: "reason_overdue_departure",
  registration_incomplete: "reason_registration_incomplete",
  balance_due: "reason_balance_due",
} as const satisfies Record<AttentionReason, string>;

/** Why a booking needs attention, each reason in words (the balance with its amount). */
function AttentionBadges({ booking }: { booking: BoardBookingSummary }) {
  const { t, language } = useI18n();
  const property = useProperty();
  return (
    <span className={styles.row}>
      {booking.board.attention.map((reason) => (
        <span key={reason} className={`${styles.badge} ${styles.attentionBadge}`}>
          {t(REASON_KEYS[reason], { amount: formatMoney(language, property.currency, booking.board.balance ?? 0) })}
        </span>
      ))}
    </span>
  );
}
