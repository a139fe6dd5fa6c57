"use client";

import { useState } from "react";
import { formatMoney } from "@/i18n/format";
import type { BoardBookingSummary } from "@/server/desk/list-todays-bookings";
import type { TodayAtDesk } from "@/server/desk/read-today";
import type { AttentionReason } from "@/server/desk/today-board";
import { filterByOnlineCheckin, type OnlineCheckinFilter } from "@/server/domain/online-checkin";
import { BoardRowDetails } from "./board-row-details";
import { BookingList } from "./booking-list";
import { DeclarationsDuePanel } from "./declarations-due-panel";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { OnlineCheckinFilterSelect } from "./online-checkin/online-checkin-filter";
import { OnlineCheckinRow } from "./online-checkin/online-checkin-row";
import { useProperty } from "./property-context";

interface Part {
  title: string | null;
  bookings: BoardBookingSummary[];
}

/**
 * The board: today's arrivals first (expected, partly arrived, arrived), the declarations due and
 * what needs attention beside them at desk width and below them on a phone, then in-house and
 * departures (overdue, due, departed). Every part's length is the header's count of the same name.
 */
export function BoardSections({ data }: { data: TodayAtDesk }) {
  const { t } = useI18n();
  const [onlineFilter, setOnlineFilter] = useState<OnlineCheckinFilter>("all");
  const arrivals = filterByOnlineCheckin(data.arrivals, onlineFilter);
  const where = (list: BoardBookingSummary[], pick: (booking: BoardBookingSummary) => boolean) => list.filter(pick);
  const departureRow = (booking: BoardBookingSummary) => <BoardRowDetails booking={booking} hour="departure" today={data.today} />;
  const arrivalRow = (booking: BoardBookingSummary) => (
    <>
      <BoardRowDetails booking={booking} hour="arrival" today={data.today} />
      <OnlineCheckinRow online={booking.online_checkin} />
    </>
  );
  const attentionRow = (booking: BoardBookingSummary) => (
    <>
      <BoardRowDetails
        booking={booking}
        hour={booking.board.in_house || booking.board.departure ? "departure" : "arrival"}
        today={data.today}
      />
      <AttentionBadges booking={booking} />
    </>
  );
  const noneMatch = onlineFilter !== "all" && data.arrivals.length > 0 ? t("onlineNoneMatch") : t("none");
  return (
    <div className={styles.board}>
      <BoardSection
        id="arrivals"
        area={styles.areaArrivals}
        title={t("arrivals")}
        tools={
          data.arrivals.length > 0 ? (
            <OnlineCheckinFilterSelect value={onlineFilter} onChange={setOnlineFilter} arrivals={data.arrivals} />
          ) : null
        }
        aside={arrivalRow}
        empty={noneMatch}
        parts={[
          { title: t("expected"), bookings: where(arrivals, (booking) => booking.board.arrival === "expected") },
          { title: t("partlyArrived"), bookings: where(arrivals, (booking) => booking.board.arrival === "partly_arrived") },
          { title: t("arrived"), bookings: where(arrivals, (booking) => booking.board.arrival === "arrived") },
        ]}
      />
      <div className={styles.areaSide}>
        <DeclarationsDuePanel due={data.declarations} />
        <BoardSection
          id="attention"
          title={t("needsAttention")}
          aside={attentionRow}
          empty={t("none")}
          parts={[{ title: null, bookings: data.needs_attention }]}
        />
      </div>
      <BoardSection
        id="in-house"
        area={styles.areaInHouse}
        title={t("inHouse")}
        aside={departureRow}
        empty={t("none")}
        parts={[{ title: null, bookings: data.in_house }]}
      />
      <BoardSection
        id="departures"
        area={styles.areaDepartures}
        title={t("departures")}
        aside={departureRow}
        empty={t("none")}
        parts={[
          { title: t("overdue"), bookings: where(data.departures, (booking) => booking.board.departure === "overdue") },
          { title: t("dueOut"), bookings: where(data.departures, (booking) => booking.board.departure === "due") },
          { title: t("departed"), bookings: where(data.departures, (booking) => booking.board.departure === "departed") },
        ]}
      />
    </div>
  );
}

function BoardSection(props: {
  id: string;
  area?: string;
  title: string;
  tools?: React.ReactNode;
  aside(booking: BoardBookingSummary): React.ReactNode;
  empty: string;
  parts: Part[];
}) {
  const total = props.parts.reduce((sum, part) => sum + part.bookings.length, 0);
  return (
    <section className={`${styles.panel} ${props.area ?? ""}`} aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>
        {props.title} <span className={styles.muted}>({total})</span>
      </h2>
      {props.tools}
      {total === 0 ? <p className={styles.muted}>{props.empty}</p> : null}
      {props.parts.map((part) =>
        part.bookings.length === 0 ? null : part.title === null ? (
          <BookingList key="all" bookings={part.bookings} aside={props.aside} />
        ) : (
          <div key={part.title}>
            <h3 className={styles.small}>
              {part.title} ({part.bookings.length})
            </h3>
            <BookingList bookings={part.bookings} aside={props.aside} />
          </div>
        ),
      )}
    </section>
  );
}

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
