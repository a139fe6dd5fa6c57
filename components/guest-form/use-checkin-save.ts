"use client";

import { useState } from "react";
import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import type { CheckinFormValues } from "./form-values";
import { checkInRefusal, outcomeToFormErrors, stillNeedsOf, type AnswerWords } from "./outcome-to-form-errors";
import { refusedForCheckInOnly, roomCheckins, roomsToCheckIn } from "./room-checkin";
import { newIdempotencyKey, sendUpdate, type UpdateOutcome } from "./send-update";
import { toUpdateRequest } from "./update-request";
import { repeatedSubmission, type DraftKeeping } from "./use-draft";
import type { PhotoStaging } from "./use-photo-staging";
import type { Credential } from "./credential";

// The guest's save: wait for the photos going up, send Update Booking (again with the same key
// when it repeats a submission whose answer was lost), save without the check-in when only the
// check-in was refused, and turn the answer into the form's state (outcome-to-form-errors.ts).

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "sending"; percent: number }
  | { kind: "waiting"; photos: number }
  | { kind: "failed"; message: string; retry: boolean }
  /**
   * A save refused: the fields in error say why; `general` is what no field can show (a room short
   * of adults: its own "Still missing" line shows live when the adult is on the form), until the next save.
   */
  | { kind: "invalid"; general: string[] };

export function useCheckinSave(input: {
  booking: CheckinBooking;
  credential: Credential;
  /** The booking's message to the property as the form started with it (sent only when changed). */
  initialMessage: string;
  words: AnswerWords;
  staging: PhotoStaging;
  draft: DraftKeeping;
  setError(name: string, error: { type?: "server"; message: string }): void;
  onSaved(checkedIn: string[], notCheckedIn: string[]): void;
}) {
  const { booking, initialMessage, words, staging, draft } = input;
  const { photos } = staging;
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  // Bumped by each refusal: the form moves the focus to the first field in error once it shows.
  const [focusRequest, setFocusRequest] = useState(0);
  const photosOf = (guestKey: string) => photos[guestKey]?.length ?? 0;

  const refused = (general: string[]) => {
    setStatus({ kind: "invalid", general });
    setFocusRequest((count) => count + 1);
  };

  const save = async (values: CheckinFormValues) => {
    // Photos still going up are waited for: the save then names them instead of sending them.
    await staging.uploadsDone((count) => setStatus({ kind: "waiting", photos: count }));
    const valuesJson = JSON.stringify(values);
    const photoIds = Object.values(photos)
      .flat()
      .map((photo) => photo.id);
    const repeated = repeatedSubmission(draft.pending(), valuesJson, photoIds);
    // A retry of a submission whose answer was lost names the very photos it named, so that the
    // API can replay it; a new one names every photo staged with time left, and sends the others.
    const stagedIds: Record<string, string> = repeated ? (repeated.stagedIds ?? {}) : staging.stagedIds();
    // Only the rooms complete on the form are checked in; the guests of every room are saved (room-checkin.ts).
    const checkins = roomCheckins(values.rooms, booking.rooms, booking.booking.checkinDate, photosOf);
    const checkIn = roomsToCheckIn(values.rooms, checkins);
    const requestOf = (checkInRooms: ReadonlySet<string>) =>
      toUpdateRequest(values, {
        initialMessage,
        initialArrivalHour: booking.booking.arrivalHour,
        photos: Object.fromEntries(
          Object.entries(photos).map(([guestKey, list]) => [guestKey, list.map((photo) => ({ ...photo, stagedId: stagedIds[photo.id] }))]),
        ),
        checkIn: checkInRooms,
      });
    const request = requestOf(checkIn);
    const pending = repeated ?? { idempotencyKey: newIdempotencyKey(), valuesJson, photoIds, stagedIds, data: request.data };
    request.data = pending.data;
    draft.send(values, pending);
    setStatus({ kind: "sending", percent: 0 });
    const send = (idempotencyKey: string, update: typeof request) =>
      sendUpdate({
        tenantId: booking.tenantId,
        bookingCode: booking.booking.code,
        credential: input.credential,
        idempotencyKey,
        request: update,
        onProgress: (fraction) => setStatus({ kind: "sending", percent: Math.round(fraction * 100) }),
      });
    let outcome: UpdateOutcome = await send(pending.idempotencyKey, request);
    let checkedIn = [...checkIn];
    // Rooms ticked but not complete: said after the save, beside the rooms' own "Still missing" lines.
    const notCheckedIn = checkins
      .filter((checkin) => !checkin.ready && values.rooms.find((room) => room.id === checkin.roomId)?.checkIn && checkin.missing.length > 0)
      .map((checkin) => stillNeedsOf(values, checkin.roomId, checkin.missing, words));
    if (outcome.kind === "invalid" && checkIn.size > 0 && refusedForCheckInOnly(outcome)) {
      // The API judged a room incomplete (or not open yet) that the form took for ready: what was
      // typed is saved all the same, without any check-in, and the page says why (Update Booking is
      // all-or-nothing; the two are separate for the guest). The key follows the first one's, so a
      // retry of the pair replays both answers.
      notCheckedIn.push(...checkInRefusal(outcome, values, request, words));
      checkedIn = [];
      outcome = await send(`${pending.idempotencyKey}-save`, { ...requestOf(new Set()), data: withoutStatuses(pending.data) });
    }
    if (outcome.kind === "saved") {
      await draft.saved();
      staging.forgetStaged();
      setStatus({ kind: "idle" });
      input.onSaved(checkedIn, notCheckedIn);
    } else if (outcome.kind === "invalid") {
      draft.answered();
      const errors = outcomeToFormErrors(outcome, values, request, words);
      for (const photoId of errors.restage) staging.restage(photoId);
      for (const { name, error } of errors.fields) input.setError(name, error);
      refused(errors.general);
    } else if (outcome.kind === "expired") {
      setStatus({ kind: "failed", message: words.t("linkExpired"), retry: false });
    } else {
      setStatus({ kind: "failed", message: outcome.kind === "network" ? words.t("networkError") : words.t("serverError"), retry: true });
    }
  };

  return { status, focusRequest, save, refused };
}

/** The same payload without any room's `status`: the save that keeps what was typed when only the check-in was refused. */
function withoutStatuses(data: Record<string, unknown>): Record<string, unknown> {
  const rooms = data.rooms as Record<string, unknown>[] | undefined;
  return { ...data, rooms: rooms?.map(({ status: _status, ...room }) => room) };
}
