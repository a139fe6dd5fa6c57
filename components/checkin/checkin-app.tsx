"use client";

import type { Credential } from "./credential";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { CheckinForm } from "./checkin-form";
import { roomName } from "./room-title";
import { adultsRegistered } from "./room-registration";
import { translatorFor, type Lang, type Messages } from "./translate";
import styles from "./checkin.module.css";

/**
 * The guest's side of the check-in link, in the browser. After a successful save the server
 * page is rendered again (router.refresh) and the form starts over from what the booking now
 * holds; the confirmation lives here so it survives that. A save that checked a room in, or a
 * visit once every open room is in, shows the finished view first (`finished`, rendered on the
 * server with the page's data, so it costs the page no JavaScript) and the form on "Edit
 * details". `summary` is the server-rendered booking summary. `messages` is the table of the
 * page's language only, from the server (the other language's strings are never downloaded).
 * `children` go inside the form (the desk's ID card scanner).
 */
export function CheckinApp(props: {
  booking: CheckinBooking;
  credential: Credential;
  lang: Lang;
  messages: Messages;
  /** The arrival date in the page's language (the server formats it). */
  arrivalDate: string;
  summary: ReactNode;
  finished: ReactNode;
  finishedTitleId: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Rooms a save just checked in: the finished view waits for the refreshed page to show them.
  const [checkedIn, setCheckedIn] = useState<string[] | null>(() => (everyOpenRoomIn(props.booking) ? [] : null));
  const t = translatorFor(props.messages);
  const version = props.booking.rooms
    .map((room) => `${room.id}:${room.status}:${room.guests.map((guest) => `${guest.id}/${guest.identity_image_urls.length}`).join(",")}`)
    .join(";");
  const checkedInNow = (room: CheckinBooking["rooms"][number]) => room.status === "checked_in" || !!checkedIn?.includes(room.id);
  // The finished view comes once every open room is in; until then a save that checked rooms in leads to the next one.
  const next = checkedIn?.length ? openRooms(props.booking).find((room) => !checkedInNow(room)) : undefined;
  const showFinished =
    checkedIn !== null && !next && checkedIn.every((id) => props.booking.rooms.some((room) => room.id === id && room.status === "checked_in"));
  const afterSave = showFinished && checkedIn.length > 0;

  // After a save the page opens at the top on the finished view's heading (or the lead to the next room), so a screen reader says it.
  const nextId = next?.id;
  useEffect(() => {
    if (!afterSave && !nextId) return;
    window.scrollTo({ top: 0, behavior: "instant" });
    document.getElementById(afterSave ? props.finishedTitleId : LEAD_ID)?.focus({ preventScroll: true });
  }, [afterSave, nextId, props.finishedTitleId]);

  if (showFinished) {
    return (
      <>
        {props.finished}
        <button type="button" className={`${styles.secondary} ${styles.editDetails}`} onClick={() => setCheckedIn(null)}>
          {t("editDetails")}
        </button>
        {props.summary}
      </>
    );
  }
  return (
    <>
      {next ? (
        <div className={styles.lead} data-testid="next-room">
          <p id={LEAD_ID} tabIndex={-1} role="status">
            ✓ {checkedIn!.map((id) => t("roomCheckedIn", { room: unitOf(props.booking, id) })).join(" ")}{" "}
            {t("nextRoom", { progress: t("roomProgress", { room: roomName(next, t), count: adultsRegistered(next.guests, props.booking.booking.checkinDate), adults: next.occupancy.adults }) })}
          </p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              const heading = document.getElementById(`room-${next.id}`);
              heading?.scrollIntoView({ block: "start" });
              heading?.focus({ preventScroll: true });
            }}
          >
            {t("goToRoom", { room: roomName(next, t) })}
          </button>
        </div>
      ) : confirmation ? (
        <p className={styles.success} role="status">
          {confirmation}
        </p>
      ) : null}
      {/* What to do comes first on a phone's first screen; the booking's summary follows the form. */}
      <CheckinForm
        key={version}
        booking={props.booking}
        credential={props.credential}
        lang={props.lang}
        t={t}
        arrivalDate={props.arrivalDate}
        onSaved={(rooms) => {
          router.refresh();
          setConfirmation(t(rooms.length > 0 ? "checkedInMessage" : "savedMessage"));
          if (rooms.length > 0) setCheckedIn(rooms);
          else window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onEdit={() => setConfirmation(null)}
      >
        {props.children}
      </CheckinForm>
      {props.summary}
    </>
  );
}

const LEAD_ID = "next-room-lead";

function openRooms(booking: CheckinBooking) {
  return booking.rooms.filter((room) => room.status !== "cancelled" && room.status !== "checked_out");
}

/** "201" (as "Room {room} is checked in." names it), or the room type while no room is assigned. */
function unitOf(booking: CheckinBooking, roomId: string): string {
  const room = booking.rooms.find((candidate) => candidate.id === roomId);
  return room ? (room.roomUnit ?? room.roomType) : "";
}

/** Every room that is not cancelled or over is checked in (and there is one). */
function everyOpenRoomIn(booking: CheckinBooking): boolean {
  const open = openRooms(booking);
  return open.length > 0 && open.every((room) => room.status === "checked_in");
}
