"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { CheckinForm } from "./checkin-form";
import { translatorFor, type Lang, type Messages } from "./translate";
import styles from "./checkin.module.css";

/**
 * The guest's side of the check-in link, in the browser. After a successful save the server
 * page is rendered again (router.refresh) and the form starts over from what the booking now
 * holds; the confirmation lives here so it survives that. `messages` is the table of the page's
 * language only, from the server (the other language's strings are never downloaded).
 */
export function CheckinApp(props: { booking: CheckinBooking; token: string; lang: Lang; messages: Messages }) {
  const router = useRouter();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const t = translatorFor(props.messages);
  const version = props.booking.rooms
    .map((room) => `${room.id}:${room.status}:${room.guests.map((guest) => `${guest.id}/${guest.identity_image_urls.length}`).join(",")}`)
    .join(";");
  return (
    <>
      {confirmation ? (
        <p className={styles.success} role="status">
          {confirmation}
        </p>
      ) : null}
      <CheckinForm
        key={version}
        booking={props.booking}
        token={props.token}
        lang={props.lang}
        t={t}
        onSaved={(checkedIn) => {
          setConfirmation(checkedIn ? t("checkedInMessage") : t("savedMessage"));
          router.refresh();
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onEdit={() => setConfirmation(null)}
      />
    </>
  );
}
