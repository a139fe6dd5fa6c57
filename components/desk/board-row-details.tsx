"use client";

import { formatDate, formatMoney } from "@/i18n/format";
import type { RoomDayStatus } from "@/server/bookings/rules/room-status";
import type { BoardBookingSummary } from "@/server/desk/list-todays-bookings";
import { boardBalanceLabel } from "./board-balance";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";
import { useProperty } from "./property-context";

/** Which hour a row leads with: an arrival's, or when an in-house or departing guest leaves. */
export type BoardRowHour = "arrival" | "departure";

/**
 * What a Today row adds to the booking list: the hour that matters in its list (an arrival's
 * "Đến 14:00"; an in-house or departing guest's check-out, "Trả phòng 12:00" today or "Đi 12:00
 * 30/11" later), each room's day when its rooms differ (one in, one still to come), the
 * balance (the payer's) and the notes. A note takes one line, cut with an ellipsis so the
 * columns never scroll sideways at tablet width; its whole text stays in the page (read aloud,
 * shown on hover) and on the booking.
 */
export function BoardRowDetails({ booking, hour, today }: { booking: BoardBookingSummary; hour: BoardRowHour; today: string }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const label = boardBalanceLabel(booking);
  const amount = Math.abs(booking.board.balance);
  return (
    <>
      <span className={`${styles.row} ${styles.small}`}>
        <span data-testid="board-hour">{rowHour(booking, hour, today, t, language)}</span>
        <span data-testid="board-balance" className={booking.board.balance > 0 ? styles.owes : styles.muted}>
          {t(label.key, label.code ? { code: label.code } : undefined)}
          {amount > 0 || label.code ? `: ${formatMoney(language, property.currency, label.code ? booking.board.balance : amount)}` : null}
        </span>
      </span>
      <RoomDayBadges booking={booking} />
      {booking.notes ? <BoardNote label={t("notes")} text={booking.notes} /> : null}
      {booking.guest_message ? <BoardNote label={t("guestMessage")} text={booking.guest_message} /> : null}
    </>
  );
}

function rowHour(
  booking: BoardBookingSummary,
  hour: BoardRowHour,
  today: string,
  t: ReturnType<typeof useI18n>["t"],
  language: ReturnType<typeof useI18n>["language"],
): string {
  if (hour === "arrival") {
    return booking.checkin_date === today
      ? t("arrivesAt", { hour: booking.arrival_hour })
      : t("arrivedOn", { date: formatDate(language, booking.checkin_date, "short") });
  }
  if (booking.board.departure === "departed") return t("departed");
  return booking.checkout_date === today
    ? t("leavesTodayAt", { hour: booking.departure_hour })
    : t("leavesAt", { hour: booking.departure_hour, date: formatDate(language, booking.checkout_date, "short") });
}

/**
 * Each room's day (roomDayStatus, the rule the lists come from) when a booking's rooms are not
 * all at the same point: "101 đang ở · 103 chưa đến". A booking whose rooms agree needs no badge:
 * its list says it.
 */
function RoomDayBadges({ booking }: { booking: BoardBookingSummary }) {
  const { t } = useI18n();
  const rooms = booking.rooms
    .map((room, index) => ({ room, day: booking.board.rooms[index] }))
    .filter(
      (entry): entry is { room: (typeof booking.rooms)[number]; day: RoomDayStatus } =>
        entry.day !== undefined && entry.day !== "cancelled",
    );
  if (new Set(rooms.map((entry) => entry.day)).size < 2) return null;
  return (
    <span className={`${styles.row} ${styles.small}`} style={{ gap: 4 }} data-testid="room-days">
      {rooms.map(({ room, day }) => (
        <span key={room.id} className={`${styles.badge} ${styles[`day_${day}`] ?? ""}`}>
          {room.room_unit ?? room.room_type} {t(`day_${day}` as MessageKey)}
        </span>
      ))}
    </span>
  );
}

function BoardNote({ label, text }: { label: string; text: string }) {
  return (
    <span className={`${styles.oneLine} ${styles.small} ${styles.muted}`} title={text}>
      {label}: {text}
    </span>
  );
}
