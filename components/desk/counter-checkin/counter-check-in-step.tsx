"use client";

import { useFormContext, useWatch } from "react-hook-form";
import type { CheckInStepProps } from "@/components/guest-form/checkin-form";
import type { CheckinFormValues } from "@/components/guest-form/form-values";
import { adultsRegistered, formRoomRegistration, missingText } from "@/components/guest-form/room-registration";
import { roomName } from "@/components/guest-form/room-title";
import formStyles from "@/components/guest-form/checkin.module.css";
import { useI18n } from "../i18n";

/**
 * The counter's check-in step: per open room, one button, "Save and check in room 303", that
 * saves the form and checks that room in. Nothing to tick (a ticked box invited the click that
 * unticked it, and the save then only saved). The button waits until the room's registration is
 * complete on the form, and says meanwhile who is still missing what, as the API would answer.
 */
export function CounterCheckInStep(step: CheckInStepProps) {
  const { arrival, t: checkinT } = step;
  const { t } = useI18n();
  const { control } = useFormContext<CheckinFormValues>();
  const values = useWatch({ control, name: "rooms" });
  return (
    <>
      {step.rooms.map((room, roomIndex) => {
        const name = roomName(room, checkinT);
        if (room.status === "checked_in") {
          return (
            <p key={room.id} className={formStyles.done}>
              ✓ {checkinT("roomCheckedIn", { room: name })}
            </p>
          );
        }
        const guests = values[roomIndex]?.guests ?? [];
        const missing = missingText(
          formRoomRegistration({ guests }, room, arrival, (guestKey) => step.photos[guestKey]?.length ?? 0),
          (guestId) => guests.find((guest) => guest.key === guestId || String(guest.guestId) === guestId)?.name || checkinT("newGuest"),
          room.occupancy.adults - adultsRegistered(guests, arrival),
          checkinT,
        );
        const hintId = `check-in-${room.id}-hint`;
        return (
          <div key={room.id} className={formStyles.checkRow} data-testid="counter-check-in">
            <button
              type="button"
              className={formStyles.primary}
              disabled={step.busy || missing !== ""}
              aria-describedby={hintId}
              onClick={() => step.saveAndCheckIn(room.id)}
            >
              {t("counterSaveAndCheckIn", { room: room.roomUnit ?? room.roomType })}
            </button>
            <p id={hintId} className={missing ? formStyles.hint : formStyles.done} style={{ margin: 0 }}>
              {missing ? t("counterCheckInBlocked", { room: name, missing }) : t("counterCheckInReady", { room: name })}
            </p>
          </div>
        );
      })}
    </>
  );
}
