"use client";

import { useEffect, useRef, useState } from "react";
import { useFormContext, type UseFormReturn } from "react-hook-form";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import type { AddressCandidate } from "@/server/reference/address-candidate";
import type { Credential } from "@/components/checkin/credential";
import { emptyGuest, newGuestKey, type CheckinFormValues, type GuestField } from "@/components/checkin/form-values";
import ScanAddress from "@/components/checkin/scan-address";
import { documentValuesOf, type DocumentValues } from "@/components/checkin/scan-prefill";
import type { Translate } from "@/components/checkin/translate";
import { parseCccdQr } from "@/components/ui/id-document/cccd-qr";
import { useI18n } from "../i18n";
import { guestForScan } from "./guest-for-scan";
import { addCharacter, emptyBurst, scannedText, type Burst } from "./keystroke-burst";
import styles from "../desk.module.css";

type GuestPath = `rooms.${number}.guests.${number}`;
type Filled = { count: number; path: GuestPath; name: string; address: string | null } | { count: number; noGuest: true };

/**
 * The counter's USB 2D scanner: it types a chip ID card's QR payload into whatever has the focus
 * and presses Enter. The burst is recognised (keystroke-burst.ts), what it typed is taken back out
 * of the field it landed in, Enter does not submit the form, and a guest is filled
 * (guest-for-scan.ts says which). The card's address is then resolved to the 2025 province and
 * ward, as the guest page's camera scan does. Characters come from keydown (a scanner's ASCII)
 * and from beforeinput (what a keyboard layout inserts without a key of its own, such as "ễ").
 */
export function KeyboardScanner({ booking, credential, checkinT }: { booking: CheckinBooking; credential: Credential; checkinT: Translate }) {
  const { t } = useI18n();
  const form = useFormContext<CheckinFormValues>();
  const [filled, setFilled] = useState<Filled | null>(null);
  // The listeners are installed once; they reach the latest form and booking through this.
  const latest = useRef({ form, booking });
  useEffect(() => {
    latest.current = { form, booking };
  });

  useEffect(() => {
    let burst = emptyBurst();
    let count = 0;
    // The character a keydown just counted: the beforeinput that follows it is the same one.
    let counted: string | null = null;

    const fillFrom = (scanned: Burst, payload: string) => {
      const parsed = parseCccdQr(cccdPayloadIn(payload));
      if (!parsed.ok) return false;
      const { form: current, booking: data } = latest.current;
      const field = scanned.target instanceof HTMLInputElement || scanned.target instanceof HTMLTextAreaElement ? scanned.target : null;
      // What the scanner typed goes back out of the field it landed in.
      if (field?.name) current.setValue(field.name as never, scanned.valueBefore as never, { shouldDirty: true });
      else if (field) field.value = scanned.valueBefore;

      const values = current.getValues();
      const target = guestForScan(values, field?.name ?? null, data.rooms.map((room) => room.occupancy.adults));
      count += 1;
      if (!target) {
        setFilled({ count, noGuest: true });
        return true;
      }
      let guestIndex: number;
      if ("newGuest" in target) {
        guestIndex = addGuest(current, data, target.roomIndex);
      } else guestIndex = target.guestIndex;
      const path: GuestPath = `rooms.${target.roomIndex}.guests.${guestIndex}`;
      fill(current, path, documentValuesOf({ kind: "cccd", card: parsed.card }));
      setFilled({ count, path, name: parsed.card.fullName, address: parsed.card.address });
      return true;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Enter") {
        const scanned = burst;
        const payload = scannedText(scanned, event.timeStamp);
        burst = emptyBurst();
        if (payload && fillFrom(scanned, payload)) {
          event.preventDefault();
          event.stopPropagation();
        }
        return;
      }
      counted = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey ? event.key : null;
      if (counted) burst = addCharacter(burst, counted, event.timeStamp, event.target, valueOf(event.target));
    };
    const onBeforeInput = (event: InputEvent) => {
      const data = event.inputType === "insertText" ? event.data : null;
      if (data && data !== counted) burst = addCharacter(burst, data, event.timeStamp, event.target, valueOf(event.target));
      counted = null;
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("beforeinput", onBeforeInput, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("beforeinput", onBeforeInput, true);
    };
  }, []);

  const chooseAddress = (path: GuestPath) => (candidate: AddressCandidate) => fill(form, path, { city: candidate.province_name, ward: candidate.ward_name ?? "" });

  return (
    <div className={styles.scannerBar} data-testid="keyboard-scanner">
      {!filled ? <p className={styles.muted}>{t("scannerHint")}</p> : null}
      {filled && "noGuest" in filled ? (
        <p className={styles.fieldError} role="alert">
          {t("scannerNoGuest")}
        </p>
      ) : null}
      {filled && "path" in filled ? (
        <>
          <p role="status">{t("scannerFilled", { name: filled.name })}</p>
          {filled.address ? <ScanAddress key={filled.count} text={filled.address} credential={credential} t={checkinT} onChoose={chooseAddress(filled.path)} /> : null}
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
  if (data.today >= data.booking.checkinDate && room && room.status !== "checked_in") current.setValue(`rooms.${roomIndex}.checkIn`, true);
  return list.length;
}

function fill(current: UseFormReturn<CheckinFormValues>, path: GuestPath, values: DocumentValues) {
  for (const [field, value] of Object.entries(values)) {
    current.setValue(`${path}.${field as GuestField}`, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  }
}
