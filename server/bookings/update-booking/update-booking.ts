import { eq, inArray, and } from "drizzle-orm";
import { assertBookingAccess, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms, bookings } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { credentialLabel } from "@/server/documents/identity-image-grant";
import { getFileStorage } from "@/server/platform/files/file-storage";
import { ForbiddenError, ValidationError, type FieldErrors } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { getLockedBookingDetail } from "../get-locked-booking-detail";
import { lockBooking, roomHolders } from "../lock-booking";
import { addServiceLines } from "./add-service-lines";
import { applyGuestUpdates, type FileChanges } from "./apply-guest-updates";
import { applyInvoice } from "./apply-invoice";
import { applyPayments } from "./apply-payments";
import { checkInRoom } from "./check-in-room";
import type { UpdateBookingRequest } from "./parse-update-request";

/**
 * Update Booking (spec Endpoint 1, online check-in): only the fields sent change, all in one
 * transaction that locks the booking and its group first. A failure anywhere rolls back
 * everything, including the identity image files written on the way.
 */
export async function updateBooking({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; request: UpdateBookingRequest };
}) {
  const { data, images } = input.request;
  if (ctx.credential.kind === "checkin_token" && (data.payments || data.rooms?.some((room) => room.services))) {
    throw new ForbiddenError("A check-in link cannot record payments or add services.");
  }
  const files: FileChanges = { stored: [], removed: [] };
  try {
    const detail = await withTransaction(db, async (tx) => {
      const property = await requireProperty(tx, ctx, input.tenantId);
      assertBookingAccess(ctx, input.bookingCode);
      const locked = await lockBooking(tx, property.id, input.bookingCode);
      const target = locked.target;
      const holders = roomHolders(locked);
      const holdersById = new Map(holders.map((booking) => [booking.id, booking]));
      const errors: FieldErrors = {};

      const roomRows = await tx
        .select()
        .from(bookingRooms)
        .where(
          and(
            eq(bookingRooms.propertyId, property.id),
            inArray(
              bookingRooms.bookingId,
              holders.map((booking) => booking.id),
            ),
          ),
        );
      // The schema's bound is for any booking; this one is the booking's own.
      if ((data.rooms?.length ?? 0) > roomRows.length) {
        throw ValidationError.field("rooms", `This booking has ${roomRows.length} rooms; send at most one update for each.`);
      }
      const roomsById = new Map(roomRows.map((row) => [row.id, row]));
      const rooms = (data.rooms ?? []).map((update, roomIndex) => {
        const room = roomsById.get(update.id);
        if (!room) errors[`rooms.${roomIndex}.id`] = ["Not a room of this booking."];
        return { update, roomIndex, room };
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      if (data.notes !== undefined) {
        await tx.update(bookings).set({ notes: data.notes, updatedAt: new Date() }).where(eq(bookings.id, target.id));
      }
      for (const { update, roomIndex, room } of rooms) {
        const owner = holdersById.get(room!.bookingId)!;
        if (update.guests) {
          await applyGuestUpdates(tx, { room: room!, roomIndex, ...update.guests, images, files, errors, uploadedBy: credentialLabel(ctx) });
        }
        if (update.services) {
          await addServiceLines(tx, { room: room!, roomIndex, records: update.services.records, currency: owner.currency, errors });
        }
        if (update.status === "checked_in") {
          await checkInRoom(tx, { locked, room: room!, owner, roomIndex, timezone: property.timezone, errors });
        }
      }
      if (data.payments) await applyPayments(tx, { booking: target, payments: data.payments, errors });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      if (data.invoice) await applyInvoice(tx, { holders, invoice: data.invoice });
      return getLockedBookingDetail(tx, locked, ctx);
    });
    await removeFiles(files.removed);
    return detail;
  } catch (error) {
    await removeFiles(files.stored);
    throw error;
  }
}

/** Best effort: a file left behind is an orphan, never a leak, since only signed URLs reach it. */
async function removeFiles(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
