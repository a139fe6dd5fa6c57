import type { CheckinFormValues, GuestFormValues } from "./form-values";
import { GUEST_FIELDS } from "./form-values";

// From the form's values to Update Booking's payload (spec Endpoint 1), and back from the
// payload's dot paths (`rooms.0.guests.records.1.email`) to the form's fields, so the API's
// 422 errors and the browser's own check of the same schema land on the same inputs.

export interface PendingPhoto {
  id: string;
  blob: Blob;
}

export interface UpdateRequest {
  data: Record<string, unknown>;
  files: { field: string; blob: Blob; photoId: string }[];
  /** The form field of a payload path, or undefined when the path has no field of its own. */
  formPathOf(apiPath: string): string | undefined;
}

export function toUpdateRequest(
  values: CheckinFormValues,
  options: { initialNotes: string; photos: Record<string, PendingPhoto[]> },
): UpdateRequest {
  const roomPaths: string[] = [];
  const recordPaths: string[][] = [];
  const files: UpdateRequest["files"] = [];

  const rooms = values.rooms.map((room, formRoomIndex) => {
    const roomIndex = roomPaths.push(`rooms.${formRoomIndex}`) - 1;
    const kept = room.guests.map((guest, formGuestIndex) => ({ guest, formGuestIndex })).filter(({ guest }) => !guest.removed);
    const removedAny = room.guests.some((guest) => guest.removed && guest.guestId !== null);
    recordPaths[roomIndex] = kept.map(({ formGuestIndex }) => `rooms.${formRoomIndex}.guests.${formGuestIndex}`);
    kept.forEach(({ guest }, recordIndex) => {
      for (const photo of options.photos[guest.key] ?? []) {
        files.push({ field: `rooms[${roomIndex}][guests][records][${recordIndex}][identity_image][]`, blob: photo.blob, photoId: photo.id });
      }
    });
    return {
      id: room.id,
      ...(room.checkIn ? { status: "checked_in" } : {}),
      // `add` appends new guests and updates the ones sent with their id; `replace` also
      // removes the ones left out, which is what removing a guest in the form means.
      ...(kept.length > 0 || removedAny
        ? {
            guests: {
              method: removedAny ? "replace" : "add",
              records: kept.map(({ guest }) => toGuestRecord(guest, guest.key === room.primaryKey)),
            },
          }
        : {}),
    };
  });

  const data: Record<string, unknown> = { rooms };
  if (values.notes.trim() !== options.initialNotes.trim()) data.notes = values.notes.trim() === "" ? null : values.notes.trim();
  if (values.wantsInvoice) {
    data.invoice = Object.fromEntries(Object.entries(values.invoice).map(([field, value]) => [field, blankToNull(value)]));
  }

  return {
    data,
    files,
    formPathOf(apiPath) {
      const guestMatch = /^rooms\.(\d+)\.guests\.records\.(\d+)(?:\.(.+))?$/.exec(apiPath);
      if (guestMatch) {
        const base = recordPaths[Number(guestMatch[1])]?.[Number(guestMatch[2])];
        if (!base) return undefined;
        const field = guestMatch[3] === "identity_image" ? "photos" : guestMatch[3] === "is_primary_guest" ? undefined : guestMatch[3];
        return field ? `${base}.${field === "id" ? "name" : field}` : `${base}.name`;
      }
      const roomMatch = /^rooms\.(\d+)\.(status|id)$/.exec(apiPath);
      if (roomMatch) return `${roomPaths[Number(roomMatch[1])]}.checkIn`;
      if (/^invoice\.(company|tax_code|address|email)$/.test(apiPath) || apiPath === "notes") return apiPath;
      return undefined;
    },
  };
}

function toGuestRecord(guest: GuestFormValues, isPrimary: boolean): Record<string, unknown> {
  const record: Record<string, unknown> = guest.guestId === null ? {} : { id: guest.guestId };
  for (const field of GUEST_FIELDS) record[field] = blankToNull(guest[field]);
  record.name = guest.name.trim();
  record.is_primary_guest = isPrimary;
  return record;
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}
