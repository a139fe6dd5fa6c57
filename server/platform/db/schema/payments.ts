import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, money, propertyId } from "./columns";
import { bookings } from "./bookings";

/**
 * A payment of a booking. With `paidAt` it is paid; without it, it is planned (unpaid).
 * `paidAt` is the property's local wall-clock time, as the contract writes it (YYYY-MM-DD HH:mm:ss).
 */
export const payments = pgTable(
  "payments",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: money().notNull(),
    method: text(),
    paidAt: timestamp({ withTimezone: false, mode: "string" }),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [index("payments_booking_idx").on(t.bookingId), check("payments_notes_check", sql`length(${t.notes}) <= 500`)],
);
