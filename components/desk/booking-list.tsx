"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { SourceBadge, StatusBadge } from "./badges";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { stayRange } from "./stay-range";
import type { BookingSummary } from "@/server/desk/booking-summaries";

/** Bookings as the desk lists them: code, booker, stay, rooms, status and source, and what the list adds (`aside`). */
export function BookingList<Booking extends BookingSummary>({
  bookings,
  emptyText,
  aside,
}: {
  bookings: Booking[];
  emptyText?: string;
  aside?: (booking: Booking) => ReactNode;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  if (bookings.length === 0) return <p className={styles.muted}>{emptyText ?? t("none")}</p>;
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking.code}>
          <Link className={styles.bookingLink} href={`/desk/${property.id}/bookings/${booking.code}`}>
            <span className={styles.spread}>
              <span>
                <span className={styles.code}>{booking.code}</span> · <strong>{booking.customer.name}</strong>
              </span>
              <StatusBadge status={booking.status} />
            </span>
            <span className={`${styles.row} ${styles.small}`}>
              <span className={styles.muted}>{stayRange(language, booking.checkin_date, booking.checkout_date)}</span>
              <span className={styles.muted}>
                {t("rooms")}: {booking.rooms.map((room) => room.room_unit ?? `${room.room_type} (${t("unassigned")})`).join(", ") || "—"}
              </span>
              {booking.customer.phone ? <span className={styles.muted}>{booking.customer.phone}</span> : null}
              <SourceBadge source={booking.booking_source} />
            </span>
            {aside ? aside(booking) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
