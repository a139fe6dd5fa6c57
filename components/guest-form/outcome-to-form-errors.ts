import type { Lang } from "@/i18n/languages";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import type { MissingRegistration as RoomMissing } from "@/server/domain/guest-registration";
import type { CheckinFormValues } from "./form-values";
import type { Translate } from "./message-types";
import { roomStillNeeds } from "./room-checkin";
import type { MissingRegistration, UpdateOutcome } from "./send-update";
import type { UpdateRequest } from "./update-request";

// The server's refusal of a save, turned into what the form shows: errors on the fields they are
// about, the lines no field can hold, and the staged photos to send again. Pure: use-checkin-save.ts
// applies the result (setError, the summary, the uploads).

export type InvalidOutcome = Extract<UpdateOutcome, { kind: "invalid" }>;

/** What the page knows to word an answer: the booking's dates, its rooms on the form, the page's language. */
export interface AnswerWords {
  checkinDate: string;
  checkinTime: string;
  /** The arrival date as the page's language writes it (formatted by the server). */
  arrivalDate: string;
  rooms: readonly Pick<CheckinRoom, "id" | "roomUnit" | "roomType" | "occupancy">[];
  lang: Lang;
  t: Translate;
}

export interface FormErrors {
  /** Errors for the form's fields, in the order to set them (a later one for a field replaces an earlier). */
  fields: { name: string; error: { type?: "server"; message: string } }[];
  /** What no field can show: said in the summary above the button. */
  general: string[];
  /** Photos whose staged copy the API no longer takes (expired, or staged through another link): to send again. */
  restage: string[];
}

/** A refused save as the form shows it. */
export function outcomeToFormErrors(
  outcome: InvalidOutcome,
  values: CheckinFormValues,
  request: Pick<UpdateRequest, "formPathOf" | "photoOfStagedPath">,
  words: AnswerWords,
): FormErrors {
  const { t } = words;
  const result: FormErrors = { fields: [], general: [], restage: [] };
  if (outcome.code === "INVOICE_NO_PRIMARY_GUEST")
    result.fields.push({ name: "invoice.company", error: { message: t("invoiceNeedsPrimary") } });
  else if (outcome.code === "REGISTRATION_INCOMPLETE") {
    for (const item of outcome.missing ?? []) {
      const field = item.path ? request.formPathOf(item.path) : guestFieldOf(values, item);
      if (field) result.fields.push({ name: field, error: { type: "server", message: t("neededForRegistration") } });
      else result.general.push(t("registerEveryAdult", roomOf(item.booking_room_id, words)));
    }
  } else if (outcome.code === "CHECKIN_NOT_YET_OPEN") result.general.push(notOpenYet(outcome.opensAt, words));
  else if (outcome.code) result.general.push(outcome.message);
  for (const [path, messages] of Object.entries(outcome.errors)) {
    const photoId = request.photoOfStagedPath(path);
    if (photoId) result.restage.push(photoId);
    const message = words.lang === "en" ? messages.join(" ") : `${t("v_invalid")} (${messages.join(" ")})`;
    const field = request.formPathOf(path);
    if (field) result.fields.push({ name: field, error: { type: "server", message } });
    else result.general.push(message);
  }
  return result;
}

/**
 * Why the API refused a check-in the form took for ready, room by room, in the page's words
 * (the save is then made again without the check-in: use-checkin-save.ts).
 */
export function checkInRefusal(
  outcome: InvalidOutcome,
  values: CheckinFormValues,
  sent: Pick<UpdateRequest, "formPathOf">,
  words: AnswerWords,
): string[] {
  if (outcome.code === "CHECKIN_NOT_YET_OPEN") return [notOpenYet(outcome.opensAt, words)];
  if (outcome.code !== "REGISTRATION_INCOMPLETE") return Object.values(outcome.errors).flat();
  const byRoom = new Map<string, MissingRegistration[]>();
  for (const item of outcome.missing ?? []) {
    // A guest this save added is named by its path in the request (its id was rolled back): the form's key names it here.
    const guestKey = item.guest_id === null && item.path ? guestKeyAt(values, sent.formPathOf(item.path)) : undefined;
    byRoom.set(item.booking_room_id, [...(byRoom.get(item.booking_room_id) ?? []), guestKey ? { ...item, guest_id: guestKey } : item]);
  }
  return [...byRoom].map(([roomId, missing]) => stillNeedsOf(values, roomId, missing, words));
}

/** "Check-in opens at 14:00 on 24/11/2026": CHECKIN_NOT_YET_OPEN's answer in the page's words. */
export function notOpenYet(answered: string | undefined, words: AnswerWords): string {
  const opensAt = answered ?? `${words.checkinDate} ${words.checkinTime}`;
  // Check-in opens on the arrival day (at the property's check-in time): its date is the arrival's.
  return words.t("checkinNotOpenYet", {
    date: opensAt.startsWith(words.checkinDate) ? words.arrivalDate : opensAt.slice(0, 10),
    hour: opensAt.slice(11, 16),
  });
}

/** "Room 201: still missing 1 adult" for a room with the form's values. */
export function stillNeedsOf(values: CheckinFormValues, roomId: string, missing: readonly RoomMissing[], words: AnswerWords): string {
  const room = words.rooms.find((candidate) => candidate.id === roomId);
  const roomValues = values.rooms.find((candidate) => candidate.id === roomId);
  return room && roomValues
    ? roomStillNeeds(room, roomValues, missing, words.checkinDate, words.t)
    : words.t("registerEveryAdult", roomOf(roomId, words));
}

/** The room's name and adults, for a message about the room as a whole. */
function roomOf(bookingRoomId: string, words: AnswerWords) {
  const room = words.rooms.find((candidate) => candidate.id === bookingRoomId);
  return { room: room ? (room.roomUnit ?? room.roomType) : "", count: room?.occupancy.adults ?? 1 };
}

/** The form key of the guest a form path (`rooms.0.guests.1.birthday`) is about. */
function guestKeyAt(values: CheckinFormValues, field: string | undefined): string | undefined {
  const match = field ? /^rooms\.(\d+)\.guests\.(\d+)/.exec(field) : null;
  return match ? values.rooms[Number(match[1])]?.guests[Number(match[2])]?.key : undefined;
}

/** The form field of a missing registration item about a guest on file that the request did not send. */
function guestFieldOf(values: CheckinFormValues, item: MissingRegistration): string | undefined {
  if (item.guest_id === null || item.field === "guests") return undefined;
  const roomIndex = values.rooms.findIndex((room) => room.id === item.booking_room_id);
  const guestIndex = values.rooms[roomIndex]?.guests.findIndex((guest) => String(guest.guestId) === item.guest_id) ?? -1;
  if (guestIndex < 0) return undefined;
  const field = item.field === "identity_image_urls" ? "photos" : item.field;
  return `rooms.${roomIndex}.guests.${guestIndex}.${field}`;
}
