"use client";

import { useEffect, useRef, useState } from "react";
import { useFormContext, type UseFormReturn } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import type { AddressCandidate } from "@/server/reference/address-candidate";
import type { Credential } from "@/components/guest-form/credential";
import { emptyGuest, newGuestKey, type CheckinFormValues, type GuestField } from "@/components/guest-form/form-values";
import ScanAddress from "@/components/guest-form/scan-address";
import { documentValuesOf, type DocumentValues } from "@/components/guest-form/scan-prefill";
import { checkinHasOpened } from "@/components/guest-form/room-checkin";
import type { Translate } from "@/components/guest-form/message-types";
import { parseCccdQr } from "@/components/document-reader/cccd-qr";
import { useI18n } from "../i18n";
import { guestForScan } from "./guest-for-scan";
import { createBurstCollector, type ScanEnd, type Verdict } from "./burst-collector";
import { MAX_PAUSE_MS } from "./keystroke-burst";
import styles from "../desk.module.css";

type GuestPath = `rooms.${number}.guests.${number}`;
type Filled =
  | { count: number; path: GuestPath; name: string; address: string | null }
  | { count: number; noGuest: true }
  | { count: number; refused: "damaged" | "unreadable" };

/**
 * The counter's USB 2D scanner: it types a chip ID card's QR payload into whatever has the focus
 * (or nothing) and presses Enter. The burst is read at the document (burst-collector.ts), kept
 * from the fields once recognised, what its first keys typed is taken back out of the field they
 * landed in, and its Enter never submits the form. A payload that parses as a CCCD, whole, fills
 * a guest (guest-for-scan.ts says which) and its address is resolved to the 2025 province and
 * ward, as the guest page's camera scan does; any other burst, or one that lost letters on the
 * way (no accents), is refused with a warning and fills nothing.
 */
export function KeyboardScanner({
  booking,
  credential,
  checkinT,
}: {
  booking: CheckinBooking;
  credential: Credential;
  checkinT: Translate;
}) {
  const { t } = useI18n();
  const form = useFormContext<CheckinFormValues>();
  const [filled, setFilled] = useState<Filled | null>(null);
  // The listeners are installed once; they reach the latest form and booking through this.
  const latest = useRef({ form, booking });
  useEffect(() => {
    latest.current = { form, booking };
  });

  useEffect(() => {
    const collector = createBurstCollector();
    let count = 0;
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;

    // Whatever the scan was, nothing of it stays in a field: the first keys, typed before the
    // burst was recognised, go back out of the field they landed in.
    const putBack = (scan: ScanEnd) => {
      const field = scan.target instanceof HTMLInputElement || scan.target instanceof HTMLTextAreaElement ? scan.target : null;
      if (field?.name) latest.current.form.setValue(field.name as never, scan.valueBefore as never, { shouldDirty: true });
      else if (field) field.value = scan.valueBefore;
      return field;
    };
    const finish = (scan: ScanEnd) => {
      const field = putBack(scan);
      count += 1;
      const parsed = parseCccdQr(cccdPayloadIn(scan.text));
      // What is no chip ID card's QR at all is refused as such; one that parses but came damaged
      // (accents lost on the way) is refused too, as its name would lack its accents.
      if (!parsed.ok || scan.damaged) {
        setFilled({ count, refused: parsed.ok ? "damaged" : "unreadable" });
        return;
      }
      const { form: current, booking: data } = latest.current;
      const target = guestForScan(
        current.getValues(),
        field?.name ?? null,
        data.rooms.map((room) => room.occupancy.adults),
      );
      if (!target) {
        setFilled({ count, noGuest: true });
        return;
      }
      const guestIndex = "newGuest" in target ? addGuest(current, data, target.roomIndex) : target.guestIndex;
      const path: GuestPath = `rooms.${target.roomIndex}.guests.${guestIndex}`;
      fill(current, path, documentValuesOf({ kind: "cccd", card: parsed.card }));
      setFilled({ count, path, name: parsed.card.fullName, address: parsed.card.address });
    };
    const apply = (event: Event, verdict: Verdict) => {
      if (verdict.swallow) {
        event.preventDefault();
        event.stopPropagation();
        clearTimeout(pauseTimer);
        // A scanner set to send no Enter: the burst ends with its pause.
        pauseTimer = setTimeout(() => {
          const scan = collector.pause(performance.now());
          if (scan) finish(scan);
        }, MAX_PAUSE_MS + 50);
      }
      if (verdict.scan) {
        clearTimeout(pauseTimer);
        finish(verdict.scan);
      }
    };

    const onKeyDown = (event: KeyboardEvent) =>
      apply(
        event,
        collector.key({
          key: event.key,
          at: event.timeStamp,
          target: event.target,
          value: valueOf(event.target),
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          altGraph: event.getModifierState("AltGraph"),
        }),
      );
    const onBeforeInput = (event: InputEvent) =>
      apply(
        event,
        collector.text({
          inputType: event.inputType,
          data: event.data,
          at: event.timeStamp,
          target: event.target,
          value: valueOf(event.target),
        }),
      );
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("beforeinput", onBeforeInput, true);
    return () => {
      clearTimeout(pauseTimer);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("beforeinput", onBeforeInput, true);
    };
  }, []);

  const chooseAddress = (path: GuestPath) => (candidate: AddressCandidate) =>
    fill(form, path, { city: candidate.province_name, ward: candidate.ward_name ?? "" });

  return (
    <div className={styles.scannerBar} data-testid="keyboard-scanner">
      {!filled ? <p className={styles.muted}>{t("scannerHint")}</p> : null}
      {filled && "refused" in filled ? (
        <p key={filled.count} className={styles.fieldError} role="alert">
          {t(filled.refused === "damaged" ? "scannerDamaged" : "scannerUnreadable")}
        </p>
      ) : null}
      {filled && "noGuest" in filled ? (
        <p className={styles.fieldError} role="alert">
          {t("scannerNoGuest")}
        </p>
      ) : null}
      {filled && "path" in filled ? (
        <>
          <p role="status">{t("scannerFilled", { name: filled.name })}</p>
          {filled.address ? (
            <ScanAddress
              key={filled.count}
              text={filled.address}
              credential={credential}
              t={checkinT}
              onChoose={chooseAddress(filled.path)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The card's payload within the burst: keys a person typed just before the scan may lead it. */
function cccdPayloadIn(text: string): string {
  const start = text.search(/\d{12}\|/);
  return start > 0 ? text.slice(start) : text;
}

function valueOf(target: EventTarget | null): string {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : "";
}

/** A new guest at the end of the room, primary when the room has none, its room ticked for check-in as the page does. */
function addGuest(current: UseFormReturn<CheckinFormValues>, data: CheckinBooking, roomIndex: number): number {
  const list = current.getValues(`rooms.${roomIndex}.guests`);
  const key = newGuestKey();
  current.setValue(`rooms.${roomIndex}.guests`, [...list, emptyGuest(key)], { shouldDirty: true });
  const primary = current.getValues(`rooms.${roomIndex}.primaryKey`);
  if (!list.some((guest) => !guest.removed && guest.key === primary)) current.setValue(`rooms.${roomIndex}.primaryKey`, key);
  const room = data.rooms[roomIndex];
  if (checkinHasOpened(data) && room && room.status !== "checked_in") current.setValue(`rooms.${roomIndex}.checkIn`, true);
  return list.length;
}

function fill(current: UseFormReturn<CheckinFormValues>, path: GuestPath, values: DocumentValues) {
  for (const [field, value] of Object.entries(values)) {
    current.setValue(`${path}.${field as GuestField}`, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  }
}
