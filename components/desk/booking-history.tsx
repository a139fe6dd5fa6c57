"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@/i18n/date-time";
import { formatDate, formatMoney } from "@/i18n/format";
import type { BookingHistory } from "@/server/bookings/history/get-booking-history";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import type { MessageKey } from "./message-tables";
import { paymentMethodName } from "./payment-fields";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";
import type { BookingDetail } from "@/server/bookings/booking-detail-schema";

type Entry = BookingHistory["entries"][number];
type Change = Entry["changes"][number];

/** The booking's history, newest first: when, who, what changed (in words) and why. */
export function BookingHistoryPanel({ booking }: { booking: BookingDetail }) {
  const { t } = useI18n();
  const property = useProperty();
  const history = useQuery(deskQueries.history(property.id, booking.code));
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">{t("history")}</h2>
      {history.error ? <ErrorMessage error={history.error} /> : null}
      {history.data && history.data.entries.length === 0 ? <p className={styles.muted}>{t("historyEmpty")}</p> : null}
      <ol className={styles.list}>
        {history.data?.entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} booking={booking} />
        ))}
      </ol>
    </section>
  );
}

function HistoryEntry({ entry, booking }: { entry: Entry; booking: BookingDetail }) {
  const { t, language } = useI18n();
  const describe = useChangeWords(booking);
  return (
    <li style={{ padding: "6px 0" }}>
      <span className={`${styles.row} ${styles.small}`}>
        <span className={styles.muted}>{formatDateTime(language, entry.at)}</span>
        <strong>{t(`action_${entry.action.replace(".", "_")}` as MessageKey)}</strong>
        <span>
          {/* The desk is given every actor's name (a receptionist's display name); the id only stands in should one lack it. */}
          {t(`actor_${entry.actor.kind}` as MessageKey)}: {entry.actor.name ?? entry.actor.id}
        </span>
      </span>
      <ul className={styles.small} style={{ margin: "2px 0 0", paddingLeft: 18 }}>
        {entry.changes.map((change, index) => (
          <li key={index}>{describe(change)}</li>
        ))}
      </ul>
      {entry.reason ? (
        <p className={styles.small} style={{ margin: "2px 0 0" }}>
          {t("reason")}: {entry.reason}
        </p>
      ) : null}
    </li>
  );
}

/** A change in the receptionist's words: the room by its number, the guest by name, money in the currency. */
function useChangeWords(booking: BookingDetail) {
  const { t, language } = useI18n();
  const money = (value: unknown) => (typeof value === "number" ? formatMoney(language, booking.currency, value) : "—");
  const text = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
  const status = (value: unknown) => (typeof value === "string" ? t(`status_${value}` as MessageKey) : "—");
  const roomName = (id: string) => {
    const room = booking.booking_rooms.find((candidate) => candidate.id === id);
    return room ? `${t("room")} ${room.room_unit ?? room.room_type}` : t("room");
  };
  return (change: Change): string => {
    const [head, id, field, detail] = change.field.split(".");
    const arrow = (from: string, to: string) => `${from} → ${to}`;
    if (head === "status") return `${t("statusLabel")}: ${arrow(status(change.before), status(change.after))}`;
    if (head === "notes") return `${t("notesLabel")}: ${arrow(text(change.before), text(change.after))}`;
    if (head === "arrival_hour") return t("arrivesAt", { hour: arrow(text(change.before), text(change.after)) });
    if (head === "payments") {
      const payment = (change.after ?? change.before) as { amount: number; method: string | null };
      const method = paymentMethodName(t, payment.method);
      // A refund is recorded as a negative payment: said as money given back.
      const words =
        change.after && payment.amount < 0
          ? `${t("refundChange")}: ${money(-payment.amount)}`
          : `${t(change.after ? "paymentAdded" : "paymentRemoved")}: ${money(payment.amount)}`;
      return `${words}${method ? ` (${method})` : ""}`;
    }
    if (head === "kept_overpayments") return `${t("keptChange")}: ${money((change.after as { amount: number } | null)?.amount)}`;
    if (head === "guests") {
      const guest = (change.after ?? change.before) as { name?: string } | null;
      if (!field) return `${t(change.after ? "guestAdded" : "guestRemoved")}: ${guest?.name ?? ""}`;
      return `${t("guest")} #${id} · ${field}: ${arrow(text(change.before), text(change.after))}`;
    }
    if (head === "rooms" && id && !field) return `${t(change.after ? "roomAddedChange" : "roomRemovedChange")}: ${roomName(id)}`;
    if (head === "rooms" && id) {
      if (field === "status") return `${roomName(id)}: ${arrow(status(change.before), status(change.after))}`;
      if (field === "nights") return `${roomName(id)}, ${detail}: ${arrow(money(change.before), money(change.after))}`;
      if (field === "discount") return `${roomName(id)}, ${t("roomDiscount")}: ${arrow(money(change.before), money(change.after))}`;
      if (field === "checkin_date" || field === "checkout_date") {
        const day = (value: unknown) => (typeof value === "string" ? formatDate(language, value, "short") : "—");
        return `${roomName(id)}, ${t(field === "checkin_date" ? "checkinDate" : "checkoutDate")}: ${arrow(day(change.before), day(change.after))}`;
      }
      if (field === "room_unit") return `${roomName(id)}: ${arrow(text(change.before), text(change.after))}`;
      if (field === "services") {
        const service = (change.after ?? change.before) as { name: string; quantity: number };
        return `${t(change.after ? "serviceAdded" : "serviceRemoved")}: ${service.name} × ${service.quantity}`;
      }
    }
    return `${change.field}: ${arrow(text(change.before), text(change.after))}`;
  };
}
