import type { CheckinFormValues, GuestFormValues } from "./form-values";
import { GUEST_FIELDS } from "./form-values";

// From the form's values to Update Booking's payload (spec Endpoint 1), and back from the
// payload's dot paths (`rooms.0.guests.records.1.email`) to the form's fields, so the API's
// 422 errors and the browser's own check of the same schema land on the same inputs.

export interface PendingPhoto {
  id: string;
  blob: Blob;
  /** The id of the photo staged ahead of the save; without it the photo goes in the request. */
  stagedId?: string;
}

export interface UpdateRequest {
  data: Record<string, unknown>;
  /** Photos not staged: the multipart fallback. None, and the request is plain JSON. */
  files: { field: string; blob: Blob; photoId: string }[];
  /** Every photo of the request, staged or not, in order: what identifies a submission. */
  photoIds: string[];
  /** The photo whose staged id a payload path (`...identity_image_ids.0`) names. */
  photoOfStagedPath(apiPath: string): string | undefined;
  /** The form field of a payload path, or undefined when the path has no field of its own. */
  formPathOf(apiPath: string): string | undefined;
}

export function toUpdateRequest(
  values: CheckinFormValues,
  /**
   * initialArrivalHour: the booking's; the time is sent only when the guest changed it ("" sends any time filled in).
   * checkIn: the rooms this request checks in (room-checkin.ts: ticked and complete on the form); none by
   * default. The form's own `checkIn` is only the guest's wish: a room whose registration is not complete
   * would make Update Booking refuse the whole request, the guests with it.
   */
  options: { initialMessage: string; initialArrivalHour: string; photos: Record<string, PendingPhoto[]>; checkIn?: ReadonlySet<string> },
): UpdateRequest {
  const roomPaths: string[] = [];
  const recordPaths: string[][] = [];
  const files: UpdateRequest["files"] = [];
  const photoIds: string[] = [];
  const stagedPaths = new Map<string, string>();

  const rooms = values.rooms.map((room, formRoomIndex) => {
    const roomIndex = roomPaths.push(`rooms.${formRoomIndex}`) - 1;
    const kept = room.guests.map((guest, formGuestIndex) => ({ guest, formGuestIndex })).filter(({ guest }) => !guest.removed);
    const removedAny = room.guests.some((guest) => guest.removed && guest.guestId !== null);
    recordPaths[roomIndex] = kept.map(({ formGuestIndex }) => `rooms.${formRoomIndex}.guests.${formGuestIndex}`);
    const stagedIds = kept.map(({ guest }, recordIndex) => {
      const ids: string[] = [];
      for (const photo of options.photos[guest.key] ?? []) {
        photoIds.push(photo.id);
        if (photo.stagedId) {
          stagedPaths.set(`rooms.${roomIndex}.guests.records.${recordIndex}.identity_image_ids.${ids.length}`, photo.id);
          ids.push(photo.stagedId);
        } else {
          files.push({
            field: `rooms[${roomIndex}][guests][records][${recordIndex}][identity_image][]`,
            blob: photo.blob,
            photoId: photo.id,
          });
        }
      }
      return ids;
    });
    return {
      id: room.id,
      ...(options.checkIn?.has(room.id) ? { status: "checked_in" } : {}),
      // `add` appends new guests and updates the ones sent with their id; `replace` also
      // removes the ones left out, which is what removing a guest in the form means.
      ...(kept.length > 0 || removedAny
        ? {
            guests: {
              method: removedAny ? "replace" : "add",
              records: kept.map(({ guest }, recordIndex) => {
                const record = toGuestRecord(guest, guest.key === room.primaryKey);
                return stagedIds[recordIndex]!.length > 0 ? { ...record, identity_image_ids: stagedIds[recordIndex] } : record;
              }),
            },
          }
        : {}),
    };
  });

  const data: Record<string, unknown> = { rooms };
  if (values.message.trim() !== options.initialMessage.trim())
    data.guest_message = values.message.trim() === "" ? null : values.message.trim();
  // A draft kept before the field existed has none; a cleared field keeps the booking's (it always has one).
  const arrivalHour = (values.arrivalHour as string | undefined)?.trim();
  if (arrivalHour && arrivalHour !== options.initialArrivalHour) data.arrival_hour = arrivalHour;
  if (values.wantsInvoice) {
    data.invoice = Object.fromEntries(Object.entries(values.invoice).map(([field, value]) => [field, blankToNull(value)]));
  }

  return {
    data,
    files,
    photoIds,
    photoOfStagedPath: (apiPath) => stagedPaths.get(apiPath),
    formPathOf(apiPath) {
      const guestMatch = /^rooms\.(\d+)\.guests\.records\.(\d+)(?:\.(.+))?$/.exec(apiPath);
      if (guestMatch) {
        const base = recordPaths[Number(guestMatch[1])]?.[Number(guestMatch[2])];
        if (!base) return undefined;
        const field = guestMatch[3]?.startsWith("identity_image")
          ? "photos"
          : guestMatch[3] === "is_primary_guest"
            ? undefined
            : guestMatch[3];
        return field ? `${base}.${field === "id" ? "name" : field}` : `${base}.name`;
      }
      const roomMatch = /^rooms\.(\d+)\.(status|id)$/.exec(apiPath);
      if (roomMatch) return `${roomPaths[Number(roomMatch[1])]}.checkIn`;
      if (/^invoice\.(company|tax_code|address|email)$/.test(apiPath)) return apiPath;
      if (apiPath === "guest_message") return "message";
      if (apiPath === "arrival_hour") return "arrivalHour";
      return undefined;
    },
  };
}

function toGuestRecord(guest: GuestFormValues, isPrimary: boolean): Record<string, unknown> {
  const record: Record<string, unknown> = guest.guestId === null ? {} : { id: guest.guestId };
  // A draft kept before a field existed (the foreign stay's) lacks it: left out, the guest's value stays.
  for (const field of GUEST_FIELDS) if ((guest[field] as string | undefined) !== undefined) record[field] = blankToNull(guest[field]);
  record.name = guest.name.trim();
  record.is_primary_guest = isPrimary;
  return record;
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}
