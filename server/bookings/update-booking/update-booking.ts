import { eq, sql } from "drizzle-orm";
import { assertBookingAccess, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Database, Transaction } from "@/server/platform/db/database";
import { preparedStatement } from "@/server/platform/db/query-rows";
import { bookings } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { credentialLabel } from "@/server/documents/identity-image-grant";
import { todayIn } from "@/server/domain/dates";
import { ForbiddenError, IdentityRetypeRequiredError, ValidationError, type FieldErrors } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { assertAmountsFit } from "../assert-amounts-fit";
import { bookingAnswer } from "../booking-answer";
import { linesOf, loadFamilyLines } from "../family-lines";
import { recordBookingChange, stateOf } from "../history/record-booking-change";
import { followCheckinCompletion } from "../follow-checkin-completion";
import { linkViewOf } from "../link-view";
import { lockBooking } from "../lock-booking";
import { addServiceLines, loadServiceCatalog, serviceLineErrors } from "./add-service-lines";
import { applyGuestUpdates, guestUpdateErrors } from "./apply-guest-updates";
import { applyInvoice } from "./apply-invoice";
import { applyPayments, paymentErrors } from "./apply-payments";
import { assertCheckinOpen, assertRegistered, mustRegisterEveryGuest, type SentGuest } from "./check-in-gates";
import { checkInErrors, checkInRoom } from "./check-in-room";
import { droppedGuestErrors, identityRetypeErrors } from "./link-guest-edits";
import { nameUploads, removeFiles, storeUploads, uploadKeys, type IdentityImageUploads } from "./identity-image-uploads";
import type { UpdateBookingRequest } from "./parse-update-request";
import { roomUpdatesOf } from "./room-updates";
import { claimStagedImages, releaseClaimed } from "./staged-image-claims";

type UpdateBookingParams = { tenantId: string; bookingCode: string; request: UpdateBookingRequest };

/**
 * Update Booking (spec Endpoint 1, online check-in): only the fields sent change, all in one
 * transaction that locks the booking and its group first. A failure anywhere rolls back
 * everything, including the identity image files written on the way.
 */
export async function updateBooking({ db, ctx, input }: { db: Database; ctx: AuthContext; input: UpdateBookingParams }) {
  const { data } = input.request;
  if (ctx.credential.kind === "checkin_token" && (data.payments || data.rooms?.some((room) => room.services))) {
    throw new ForbiddenError("A check-in link cannot record payments or add services.");
  }
  // The booking's notes are staff's and channels' words, which a link neither reads nor overwrites.
  if (ctx.credential.kind === "checkin_token" && data.notes !== undefined) {
    throw ValidationError.field("notes", "A check-in link cannot change the booking's notes; send the guest's message as guest_message.");
  }
  // Each photo's storage key is chosen now: whatever fails, these are the files to remove.
  const uploads = nameUploads(input.request.images);
  try {
    const { detail, removedFiles } = await withTransaction(db, (tx) => readCheckWrite(tx, ctx, input, uploads));
    await removeFiles(removedFiles);
    return detail;
  } catch (error) {
    await removeFiles(uploadKeys(uploads));
    throw error;
  }
}

// The writes of the most common updates (a partner's note, a guest's message), built once.
const setGuestMessage = preparedStatement<never, { id: string; message: string | null; updatedAt: string }>(
  "set_booking_guest_message",
  () => sql`update bookings set guest_message = ${sql.placeholder("message")}, updated_at = ${sql.placeholder("updatedAt")}::timestamptz
    where id = ${sql.placeholder("id")}::uuid`,
);
const setNotes = preparedStatement<never, { id: string; notes: string | null; updatedAt: string }>(
  "set_booking_notes",
  () => sql`update bookings set notes = ${sql.placeholder("notes")}, updated_at = ${sql.placeholder("updatedAt")}::timestamptz
    where id = ${sql.placeholder("id")}::uuid`,
);

/** Reads once, checks everything against what it read, then writes; the answer is computed from both. */
async function readCheckWrite(tx: Transaction, ctx: AuthContext, input: UpdateBookingParams, uploads: IdentityImageUploads) {
  const { data } = input.request;

  // 1. Read: the booking and its group, locked; their lines; the catalog entries of the services sent.
  const property = await requireProperty(tx, ctx, input.tenantId);
  assertBookingAccess(ctx, input.bookingCode);
  const locked = await lockBooking(tx, property.id, input.bookingCode);
  const target = locked.target;
  let lines = await loadFamilyLines(tx, locked);
  const before = stateOf(target, linesOf(lines, target));
  const catalog = await loadServiceCatalog(tx, property.id, data);
  // Staged photos are staged by this credential: uploaded_by stays what it was.
  const uploadedBy = credentialLabel(ctx);
  const { claimed: staged, errors: stagedErrors } = await claimStagedImages(tx, {
    data,
    propertyId: property.id,
    bookingId: target.id,
    uploadedBy,
  });

  // 2. Check: every field error of the request, reported together; nothing is written unless all pass.
  const rooms = roomUpdatesOf(data, locked, lines);
  const view = linkViewOf(ctx);
  const today = todayIn(property.timezone);
  // A guest link is told when check-in opens before anything else about the check-in.
  const checkIns = rooms.filter(({ update }) => update.status === "checked_in");
  for (const { room } of checkIns) assertCheckinOpen(ctx, property, room);
  const errors: FieldErrors = Object.assign(
    {},
    ...rooms.flatMap(({ update, roomIndex, room, owner }) => [
      update.guests ? guestUpdateErrors({ room, roomIndex, ...update.guests, uploads, staged }, lines) : {},
      update.guests ? droppedGuestErrors({ room, roomIndex, ...update.guests, uploads, staged }, lines, view) : {},
      update.services ? serviceLineErrors({ room, roomIndex, records: update.services.records, catalog, currency: owner.currency }) : {},
      update.status === "checked_in" ? checkInErrors({ room, owner, roomIndex, today }) : {},
    ]),
    data.payments ? paymentErrors(data.payments, target.currency) : {},
    stagedErrors,
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const retypes = Object.assign(
    {},
    ...rooms.map(({ update, roomIndex, room }) =>
      update.guests ? identityRetypeErrors({ room, roomIndex, ...update.guests, uploads, staged }, lines, view) : {},
    ),
  );
  if (Object.keys(retypes).length > 0) throw new IdentityRetypeRequiredError(retypes);

  // 3. Write, each step from the lines as the one before left them.
  await storeUploads(uploads);
  if (data.notes !== undefined) {
    await setNotes(tx, { id: target.id, notes: data.notes, updatedAt: new Date().toISOString() });
    target.notes = data.notes;
  }
  if (data.guest_message !== undefined) {
    await setGuestMessage(tx, { id: target.id, message: data.guest_message, updatedAt: new Date().toISOString() });
    target.guestMessage = data.guest_message;
  }
  if (data.arrival_hour !== undefined) {
    await tx.update(bookings).set({ arrivalHour: data.arrival_hour, updatedAt: new Date() }).where(eq(bookings.id, target.id));
    target.arrivalHour = data.arrival_hour;
  }
  const removedFiles: string[] = [];
  const sentGuests = new Map<number, SentGuest>();
  for (const { update, roomIndex, room, owner } of rooms) {
    if (update.guests) {
      const saved = await applyGuestUpdates(tx, {
        room,
        roomIndex,
        ...update.guests,
        uploads,
        staged,
        lines,
        propertyId: property.id,
        uploadedBy,
        linkView: view,
      });
      lines = saved.lines;
      removedFiles.push(...saved.removedFiles);
      saved.recordIds.forEach((id, index) => {
        sentGuests.set(id, { path: `rooms.${roomIndex}.guests.records.${index}`, isNew: update.guests!.records[index]!.id == null });
      });
    }
    if (update.services) {
      lines = await addServiceLines(tx, {
        room,
        roomIndex,
        records: update.services.records,
        catalog,
        currency: owner.currency,
        lines,
        propertyId: property.id,
      });
      assertAmountsFit(locked.family, lines, `rooms.${roomIndex}.services.records`);
    }
  }
  await releaseClaimed(tx, staged);
  // Registration is judged on the guests as this request leaves them.
  if (mustRegisterEveryGuest(ctx, property))
    assertRegistered(
      checkIns.map(({ room }) => room),
      lines,
      sentGuests,
    );
  for (const { room, owner } of checkIns) lines = await checkInRoom(tx, { locked, room, owner, lines });
  if (data.payments) {
    lines = await applyPayments(tx, { booking: target, payments: data.payments, lines });
    assertAmountsFit(locked.family, lines, "payments.records");
  }
  // The invoice's guest is the primary guest once this request's guests are written, so it is
  // found (or refused) here; a refusal rolls everything back, the photos with it.
  if (data.invoice)
    lines = await applyInvoice(tx, { booking: target, invoice: data.invoice, lines, writtenBy: uploadedBy, linkView: view });
  // Only guests change a registration here (a check-in keeps the room open).
  await followCheckinCompletion(
    tx,
    lines,
    rooms.filter(({ update }) => update.guests).map(({ owner }) => owner),
  );

  const after = linesOf(lines, target);
  await recordBookingChange(tx, ctx, {
    booking: target,
    bookingRoomId: null,
    action: "booking.updated",
    before,
    after: stateOf(target, after),
  });
  return { detail: await bookingAnswer(tx, ctx, target, after), removedFiles };
}
