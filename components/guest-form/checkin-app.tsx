"use client";

import type { Credential } from "./credential";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { CheckinForm } from "./checkin-form";
import { formRooms } from "./form-values";
import { TransferPanel } from "./transfer-panel";
import { translatorFor } from "@/i18n/translate";
import type { Lang } from "@/i18n/languages";
import type { MessageKey, Messages } from "./message-types";
import styles from "./checkin.module.css";

type CheckinFormProps = Parameters<typeof CheckinForm>[0];

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
  /** The lead to the next open room after one is checked in (next-room-lead.tsx), rendered on the server. */
  lead: ReactNode;
  /** Offer the balance due as a VietQR transfer (the guest's page; the desk has its own transfer panel). */
  offerTransfer?: boolean;
  children?: ReactNode;
  /** Passed to the form (checkin-form.tsx): the counter's starting values and check-in step. */
  prefill?: CheckinFormProps["prefill"];
  checkInStep?: CheckinFormProps["checkInStep"];
}) {
  const router = useRouter();
  const leadBox = useRef<HTMLDivElement>(null);
  const [confirmation, setConfirmation] = useState<string[] | null>(null);
  // The balance for which the transfer code is on screen: the page looks again until it changes.
  const [codeShownFor, setCodeShownFor] = useState<string | null>(null);
  // Rooms a save just checked in: the finished view waits for the refreshed page to show them.
  const [checkedIn, setCheckedIn] = useState<string[] | null>(() => (everyOpenRoomIn(props.booking) ? [] : null));
  const t = translatorFor<MessageKey>(props.messages);
  const version = props.booking.rooms
    .map((room) => `${room.id}:${room.status}:${room.guests.map((guest) => `${guest.id}/${guest.identity_image_urls.length}`).join(",")}`)
    .join(";");
  // The finished view comes once every open room is in; until then a save that checked a room in
  // leads to the next open one (`lead`, rendered on the server from the refreshed booking).
  const allIn = everyOpenRoomIn(props.booking);
  const showFinished =
    checkedIn !== null &&
    allIn &&
    checkedIn.every((id) => props.booking.rooms.some((room) => room.id === id && room.status === "checked_in"));
  const afterSave = showFinished && checkedIn.length > 0;
  const leading = !!checkedIn?.length && !allIn && props.booking.rooms.some((room) => room.status === "checked_in");

  // After a save the page opens at the top on the finished view's heading (or the lead to the next room), so a screen reader says it.
  useEffect(() => {
    if (!afterSave && !leading) return;
    window.scrollTo({ top: 0, behavior: "instant" });
    (afterSave ? document.getElementById(props.finishedTitleId) : leadBox.current?.querySelector("p"))?.focus({ preventScroll: true });
  }, [afterSave, leading, props.finishedTitleId, version]);

  // The bank's notification records a transfer on the server: while the code is on screen, the
  // page is rendered again every 5 s, and shows what is left (or "paid") without a reload.
  const balance = props.booking.booking.balance;
  const awaitingPayment = codeShownFor !== null && codeShownFor === balance;
  useEffect(() => {
    if (!awaitingPayment) return;
    const timer = setInterval(router.refresh, 5000);
    return () => clearInterval(timer);
  }, [awaitingPayment, router]);
  // Where the property takes transfers and something is due; a new balance (a part payment) starts it again.
  const transfer =
    props.offerTransfer && props.booking.property.takesTransfers && Number(balance) > 0 ? (
      <TransferPanel
        key={balance}
        booking={props.booking}
        credential={props.credential}
        lang={props.lang}
        t={t}
        onShown={() => setCodeShownFor(balance)}
      />
    ) : null;

  if (showFinished) {
    return (
      <>
        {props.finished}
        {transfer}
        <button type="button" className={`${styles.secondary} ${styles.editDetails}`} onClick={() => setCheckedIn(null)}>
          {t("editDetails")}
        </button>
        {props.summary}
      </>
    );
  }
  return (
    <>
      {leading ? (
        // The lead's button (server-rendered) takes the guest to the next room's heading.
        <div
          ref={leadBox}
          onClick={(event) => {
            const heading = document.getElementById((event.target as HTMLElement).closest("button")?.dataset.roomHeading ?? "");
            heading?.scrollIntoView({ block: "start" });
            heading?.focus({ preventScroll: true });
          }}
        >
          {props.lead}
        </div>
      ) : confirmation ? (
        <div className={styles.success} role="status" data-testid="saved">
          {confirmation.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {/* What to do comes first on a phone's first screen; the booking's summary follows the form. */}
      <CheckinForm
        key={version}
        booking={props.booking}
        credential={props.credential}
        lang={props.lang}
        t={t}
        arrivalDate={props.arrivalDate}
        onSaved={(rooms, notCheckedIn) => {
          router.refresh();
          // Until the refreshed page says whether a room is left (the lead) or none (the finished view);
          // a room that could not be checked in is named with whom it still needs.
          setConfirmation(notCheckedIn.length > 0 ? [t("savedNotCheckedIn"), ...notCheckedIn] : [t("savedMessage")]);
          if (rooms.length > 0) setCheckedIn(rooms);
          else {
            setCheckedIn((current) => (current?.length ? null : current));
            window.scrollTo({ top: 0, behavior: "smooth" });
          }
        }}
        onEdit={() => setConfirmation(null)}
        prefill={props.prefill}
        checkInStep={props.checkInStep}
      >
        {props.children}
      </CheckinForm>
      {transfer}
      {props.summary}
    </>
  );
}

/** Every open room (not cancelled or over) is checked in (and there is one). */
function everyOpenRoomIn(booking: CheckinBooking): boolean {
  const open = formRooms(booking);
  return open.length > 0 && open.every((room) => room.status === "checked_in");
}
