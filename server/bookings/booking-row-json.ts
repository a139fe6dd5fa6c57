import { sql, type SQL } from "drizzle-orm";
import type { BookingRow } from "./find-booking";

/** A booking row as a hot-path statement returns it: one JSON object, its timestamps as text. */
export type BookingRowJson = Omit<BookingRow, "createdAt" | "updatedAt" | "checkinMessagesStoppedAt" | "checkinCompletedAt"> & {
  createdAt: string;
  updatedAt: string;
  checkinMessagesStoppedAt: string | null;
  checkinCompletedAt: string | null;
};

/**
 * The columns of a bookings row (of the table aliased `alias`) as a JSON object keyed like
 * BookingRow, for the prepared statements that read bookings without Drizzle's query builder
 * (building a select cost more than running it).
 */
export function bookingRowJson(alias: string): SQL {
  const b = sql.raw(alias);
  return sql`json_build_object(
    'id', ${b}.id, 'propertyId', ${b}.property_id, 'code', ${b}.code, 'status', ${b}.status, 'isGroup', ${b}.is_group,
    'groupId', ${b}.group_id, 'checkinDate', ${b}.checkin_date::text, 'checkoutDate', ${b}.checkout_date::text,
    'arrivalHour', ${b}.arrival_hour, 'departureHour', ${b}.departure_hour, 'currency', ${b}.currency,
    'sourceId', ${b}.source_id, 'sourceReservationCode', ${b}.source_reservation_code, 'paymentCollect', ${b}.payment_collect,
    'notes', ${b}.notes, 'guestMessage', ${b}.guest_message, 'customerName', ${b}.customer_name, 'customerEmail', ${b}.customer_email,
    'customerPhone', ${b}.customer_phone, 'customerLanguage', ${b}.customer_language, 'createdAt', ${b}.created_at, 'updatedAt', ${b}.updated_at,
    'checkinMessagesStoppedAt', ${b}.checkin_messages_stopped_at, 'checkinCompletedAt', ${b}.checkin_completed_at)`;
}

export function toBookingRow({ createdAt, updatedAt, checkinMessagesStoppedAt, checkinCompletedAt, ...row }: BookingRowJson): BookingRow {
  return {
    ...row,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    checkinMessagesStoppedAt: checkinMessagesStoppedAt === null ? null : new Date(checkinMessagesStoppedAt),
    checkinCompletedAt: checkinCompletedAt === null ? null : new Date(checkinCompletedAt),
  };
}
