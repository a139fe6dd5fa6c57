"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import type { CheckinBooking, CheckinRoom } from "@/server/checkin/checkin-booking";
import { ASSIGNABLE_STATUSES } from "@/server/domain/room-assignment-rules";
import { CheckinForm } from "@/components/checkin/checkin-form";
import type { Credential } from "@/components/checkin/credential";
import { translatorFor, type Lang, type Messages } from "@/components/checkin/translate";
import { csrfToken } from "../api-client";
import { AssignRoomDialog } from "../assign-room-dialog";
import { StatusBadge } from "../badges";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { KeyboardScanner } from "./keyboard-scanner";
import styles from "../desk.module.css";

/**
 * Check-in at the counter: the guest page's own form (the same parts, the same registration
 * rules, the same camera and file readers of ID cards and passports, the same Update Booking
 * request), sent with the receptionist's session instead of a link, plus what only the counter
 * has: the USB scanner (keyboard-scanner.tsx) and room assignment. After a save the page is
 * read again from the server and the form starts over from what the booking now holds.
 */
export function CounterCheckinPage({ booking, messages }: { booking: CheckinBooking; messages: Record<Lang, Messages> }) {
  const { t, language } = useI18n();
  const router = useRouter();
  const property = useProperty();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<CheckinRoom | null>(null);
  // The form's writes echo the session's CSRF token as every desk write does; the cookie is read
  // in the browser (the server's render of this component sends nothing).
  const credential = useMemo<Credential>((): Credential => (typeof document === "undefined" ? {} : { "x-csrf-token": csrfToken() }), []);
  const checkinT = useMemo(() => translatorFor(messages[language]), [messages, language]);
  const code = booking.booking.code;
  // A new version of the booking (after a save or an assignment) starts the form over.
  const version = booking.rooms
    .map((room) => `${room.id}:${room.status}:${room.roomUnit ?? ""}:${room.guests.map((guest) => `${guest.id}/${guest.identity_images_on_file}`).join(",")}`)
    .join(";");

  return (
    <>
      <p>
        <Link href={`/desk/${property.id}/bookings/${code}`}>← {t("backToBooking")}</Link>
      </p>
      <h1 className={styles.pageTitle}>
        {t("counterCheckinTitle")} · <span className={styles.code}>{code}</span> · {booking.booking.customerName}
      </h1>
      {confirmation ? (
        <p className={styles.success} role="status">
          {confirmation}
        </p>
      ) : null}

      <section className={styles.panel} aria-labelledby="counter-rooms">
        <h2 id="counter-rooms">{t("counterRooms")}</h2>
        <ul className={styles.plainList}>
          {booking.rooms.map((room) => (
            <li key={room.id} className={styles.row}>
              <span>
                {t("room")} <strong>{room.roomUnit ?? `(${t("unassigned")})`}</strong> · {room.roomType}
              </span>
              <StatusBadge status={room.status} />
              {ASSIGNABLE_STATUSES.includes(room.status) ? (
                <button type="button" className={styles.button} onClick={() => setAssigning(room)}>
                  {t(room.roomUnit ? "changeRoom" : "assignRoom")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div lang={language} className={styles.counterForm}>
        <CheckinForm
          key={`${version}:${language}`}
          booking={booking}
          credential={credential}
          lang={language}
          t={checkinT}
          onSaved={(checkedIn) => {
            router.refresh();
            setConfirmation(t(checkedIn.length > 0 ? "counterCheckedIn" : "counterSaved"));
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          onEdit={() => setConfirmation(null)}
        >
          <KeyboardScanner booking={booking} credential={credential} checkinT={checkinT} />
        </CheckinForm>
      </div>

      {assigning ? (
        <AssignRoomDialog
          code={code}
          roomId={assigning.id}
          roomLabel={assigning.roomUnit ?? assigning.roomType}
          onClose={() => {
            setAssigning(null);
            router.refresh();
          }}
        />
      ) : null}
    </>
  );
}
