import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, isOneOf, money, propertyId } from "./columns";
import { bookings } from "./bookings";
import { PAYMENT_KINDS } from "@/server/domain/enums";

export { PAYMENT_KINDS };

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
    /** The bank's reference of a transfer recorded from its notification (SePay's referenceCode), or of a refund sent. */
    bankReference: text(),
    /**
     * `payment`: money in. `refund`: money given back, recorded with a negative amount, so that
     * the balance (amount − paid) and a partner summing `payments` both stay right; its reason
     * is in `notes`.
     */
    kind: text().notNull().default("payment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId),
    check("payments_notes_check", sql`length(${t.notes}) <= 500`),
    check("payments_bank_reference_check", sql`length(${t.bankReference}) <= 100`),
    check("payments_kind_check", sql`${isOneOf(t.kind, PAYMENT_KINDS)} and (${t.kind} <> 'refund' or ${t.amount} < 0)`),
  ],
);

/**
 * A manager's decision to keep what a booking was overpaid as the guest's credit instead of
 * refunding it: the balance stays as it is (money received is never hidden), and check-out goes
 * through while every đồng of the surplus is covered by such decisions. Who decided and why are
 * kept here and in the booking's history.
 */
export const keptOverpayments = pgTable(
  "kept_overpayments",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: money().notNull(),
    reason: text().notNull(),
    actorId: text().notNull(),
    actorName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("kept_overpayments_booking_idx").on(t.bookingId),
    check("kept_overpayments_amount_check", sql`${t.amount} > 0`),
    check(
      "kept_overpayments_lengths_check",
      sql`length(${t.reason}) between 1 and 500 and length(${t.actorId}) <= 100 and length(${t.actorName}) <= 255`,
    ),
  ],
);

/**
 * A request to pay by bank transfer (VietQR): the amount asked of the booking that pays, and the
 * reference the transfer's content must carry. Live until `expiresAt`; a transfer carrying it
 * later waits at the desk to be matched by a person.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    reference: text().notNull(),
    amount: money().notNull(),
    /**
     * The account the code paid into when it was issued: a transfer to an account the property
     * has since changed still finds its request (null only for requests issued before 0025 by a
     * property that had no account left to copy).
     */
    bankBin: text(),
    accountNumber: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("payment_requests_reference_key").on(t.reference),
    index("payment_requests_booking_idx").on(t.bookingId),
    // A notification's account is looked up among those the property issued requests under (property-accounts.ts).
    index("payment_requests_property_account_idx").on(t.propertyId, t.accountNumber),
    check("payment_requests_reference_check", sql`${t.reference} ~ '^[A-Z0-9]{1,25}$'`),
  ],
);

export const BANK_TRANSFER_STATUSES = ["matched", "unmatched", "dismissed", "ignored"] as const;

/**
 * A bank transfer as its notification told it (SePay), kept whatever it matched: `matched` became
 * the payment `paymentId` of `bookingId`; `unmatched` waits at the desk for a person to match or
 * dismiss; `ignored` is money out of the property's account (before issue 32: also money to an
 * account no property had, `propertyId` null). One row per property and notification id: a
 * replay finds its row and changes nothing.
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    providerId: text().notNull(),
    propertyId: text(),
    accountNumber: text().notNull(),
    gateway: text(),
    /** As the bank wrote it (SePay: YYYY-MM-DD HH:mm:ss, Vietnam time). */
    transactionDate: text(),
    transferType: text().notNull(),
    amount: money().notNull(),
    content: text(),
    bankReference: text(),
    status: text().notNull(),
    /** Why an `unmatched` transfer was not recorded by itself (a fraction of the currency's unit...), for the desk. */
    reason: text(),
    bookingId: uuid().references(() => bookings.id, { onDelete: "set null" }),
    paymentId: bigint({ mode: "number" }).references(() => payments.id, { onDelete: "set null" }),
    paymentRequestId: uuid().references(() => paymentRequests.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Per property: each property has its own receiver, and a notification id one property's
    // receiver has seen must not make another property's notification a replay.
    unique("bank_transfers_property_provider_id_key").on(t.provider, t.propertyId, t.providerId),
    index("bank_transfers_property_created_idx").on(t.propertyId, t.createdAt),
    check("bank_transfers_status_check", isOneOf(t.status, BANK_TRANSFER_STATUSES)),
    check(
      "bank_transfers_lengths_check",
      sql`length(${t.providerId}) <= 100 and length(${t.accountNumber}) <= 50 and length(${t.gateway}) <= 100 and length(${t.transactionDate}) <= 40 and length(${t.content}) <= 1000 and length(${t.bankReference}) <= 100 and length(${t.reason}) <= 300`,
    ),
  ],
);
