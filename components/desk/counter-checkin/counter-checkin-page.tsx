"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import type { CheckinBooking, CheckinRoom } from "@/server/checkin/checkin-booking";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { CheckinApp } from "@/components/guest-form/checkin-app";
import { NextRoomLead } from "@/components/guest-form/next-room-lead";
import { formatDate } from "@/i18n/format";
import type { Credential } from "@/components/guest-form/credential";
import { translatorFor } from "@/i18n/translate";
import type { DeskLang } from "@/i18n/languages";
import type { MessageKey, Messages } from "@/components/guest-form/message-types";
import { csrfToken } from "../api-client";
import { AssignRoomDialog } from "../assign-room-dialog";
import { StatusBadge } from "../badges";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { CounterCheckInStep } from "./counter-check-in-step";
import { withCustomerAsFirstGuest } from "./customer-as-first-guest";
import { counterCheckinMessages } from "./counter-messages";
import { KeyboardScanner } from "./keyboard-scanner";
import styles from "../desk.module.css";

/**
 * Check-in at the counter: the guest page's own form (the same parts, the same registration
 * rules, the same camera and file readers of ID cards and passports, the same Update Booking
 * request, the same CheckinApp around it), sent with the receptionist's session instead of a
 * link, plus what only the counter has: the USB scanner (keyboard-scanner.tsx) and room
 * assignment, the booker typed in New booking as the first guest (customer-as-first-guest.ts),
 * and a button per room to save and check it in (counter-check-in-step.tsx). After a save the page is read again from the server; once every open room is in,
 * the desk's own finished panel shows, with "Edit details" to reopen the form. Sharing
 * CheckinApp whole also keeps the guest page's JavaScript in the chunks it had (importing only
 * the form split them and cost the guest page 0.4 KB).
 */
export function CounterCheckinPage({ booking, messages }: { booking: CheckinBooking; messages: Record<DeskLang, Messages> }) {
  const { t, language } = useI18n();
  const router = useRouter();
  const property = useProperty();
  const [assigning, setAssigning] = useState<CheckinRoom | null>(null);
  // The form's writes echo the session's CSRF token as every desk write does; the cookie is read
  // in the browser (the server's render of this component sends nothing).
  const credential = useMemo<Credential>((): Credential => (typeof document === "undefined" ? {} : { "x-csrf-token": csrfToken() }), []);
  const formMessages = useMemo(() => counterCheckinMessages(messages[language], t), [messages, language, t]);
  const checkinT = useMemo(() => translatorFor<MessageKey>(formMessages), [formMessages]);
  const code = booking.booking.code;

  return (
    <>
      <p>
        <Link href={`/desk/${property.id}/bookings/${code}`}>← {t("backToBooking")}</Link>
      </p>
      <h1 className={styles.pageTitle}>
        {t("counterCheckinTitle")} · <span className={styles.code}>{code}</span> · {booking.booking.customerName}
      </h1>

      <section className={styles.panel} aria-labelledby="counter-rooms">
        <h2 id="counter-rooms">{t("counterRooms")}</h2>
        <ul className={styles.plainList}>
          {booking.rooms.map((room) => (
            <li key={room.id} className={styles.row}>
              <span>
                {t("room")} <strong>{room.roomUnit ?? `(${t("unassigned")})`}</strong> · {room.roomType}
              </span>
              <StatusBadge status={room.status} />
              {roomAllows("assignUnit", room.status) ? (
                <button type="button" className={styles.button} onClick={() => setAssigning(room)}>
                  {t(room.roomUnit ? "changeRoom" : "assignRoom")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div lang={language} className={styles.counterForm}>
        <CheckinApp
          key={language}
          booking={booking}
          credential={credential}
          lang={language}
          messages={formMessages}
          arrivalDate={formatDate(language, booking.booking.checkinDate)}
          summary={null}
          finished={<CounterFinished booking={booking} />}
          finishedTitleId={FINISHED_TITLE_ID}
          lead={<NextRoomLead booking={booking} t={checkinT} />}
          prefill={(values) => withCustomerAsFirstGuest(values, booking, language)}
          checkInStep={CounterCheckInStep}
        >
          <KeyboardScanner booking={booking} credential={credential} checkinT={checkinT} />
        </CheckinApp>
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

const FINISHED_TITLE_ID = "counter-finished";

/** What the counter shows once every open room of the booking is checked in. */
function CounterFinished({ booking }: { booking: CheckinBooking }) {
  const { t } = useI18n();
  const property = useProperty();
  const inHouse = booking.rooms.filter((room) => room.status === "checked_in");
  return (
    <section className={styles.success} aria-labelledby={FINISHED_TITLE_ID}>
      <h2 id={FINISHED_TITLE_ID} tabIndex={-1}>
        ✓ {t("counterCheckedIn")}
      </h2>
      <p>
        {inHouse
          .map((room) => `${t("room")} ${room.roomUnit ?? `(${t("unassigned")})`}: ${room.guests.map((guest) => guest.name).join(", ")}`)
          .join(" · ")}
      </p>
      <Link href={`/desk/${property.id}/bookings/${booking.booking.code}`}>{t("backToBooking")}</Link>
    </section>
  );
}
