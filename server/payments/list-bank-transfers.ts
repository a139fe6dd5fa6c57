import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bankTransfers, bookings, payments } from "@/server/platform/db/schema";
import { isIsoDate } from "@/server/domain/iso-date";
import { money, sumMoney } from "@/server/domain/money";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import { requireProperty } from "@/server/properties/require-property";
import { csvFile } from "@/server/platform/csv/csv-file";
import { UNRECORDABLE_REASONS, type UnmatchedReason } from "./unmatched-reason";

export const bankTransfersQuerySchema = z.object({
  date: z.string().refine(isIsoDate, "Use a real date written YYYY-MM-DD."),
  format: z.enum(["json", "csv"]).default("json"),
});

export interface BankTransferRow {
  id: number;
  /** When the notification arrived, property local time (YYYY-MM-DD HH:mm:ss). */
  received_at: string;
  transaction_date: string | null;
  gateway: string | null;
  amount: number;
  content: string | null;
  bank_reference: string | null;
  status: "matched" | "unmatched" | "dismissed";
  /** Why it was not recorded by itself (unmatched-reason.ts); null for one recorded by itself. */
  reason: UnmatchedReason | null;
  /** Whether a person may record it for a booking (unmatched, and not a reason no payment can hold): else only dismissed. */
  matchable: boolean;
  booking_code: string | null;
  payment_id: number | null;
}

/** The day's sums, added as exact decimals here (never as binary floats on the page). */
export interface BankTransferTotals {
  /** Every đồng that arrived in the account: matched, unmatched and dismissed alike. */
  received: number;
  matched: number;
  unmatched: number;
  dismissed: number;
}

/**
 * The desk's daily list of money in to the property's account, as the bank notified it, by the
 * property's local day of arrival: matched (the booking it paid), waiting to be matched, or
 * dismissed, each unmatched one with its reason, and the day's totals. Money out is not listed.
 */
export async function listBankTransfers({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; date: string };
}) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const localCreated = sql`(${bankTransfers.createdAt} at time zone ${property.timezone})`;
  const rows = await db
    .select({
      id: bankTransfers.id,
      receivedAt: sql<string>`to_char(${localCreated}, 'YYYY-MM-DD HH24:MI:SS')`,
      transactionDate: bankTransfers.transactionDate,
      gateway: bankTransfers.gateway,
      amount: bankTransfers.amount,
      content: bankTransfers.content,
      bankReference: bankTransfers.bankReference,
      status: bankTransfers.status,
      reason: bankTransfers.reason,
      bookingCode: bookings.code,
      paymentId: payments.id,
    })
    .from(bankTransfers)
    .leftJoin(bookings, eq(bookings.id, bankTransfers.bookingId))
    .leftJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(
      and(
        eq(bankTransfers.propertyId, property.id),
        sql`${bankTransfers.status} <> 'ignored'`,
        sql`${localCreated}::date = ${input.date}::date`,
      ),
    )
    .orderBy(asc(bankTransfers.createdAt), asc(bankTransfers.id));
  const transfers: BankTransferRow[] = rows.map((row) => ({
    id: row.id,
    received_at: row.receivedAt,
    transaction_date: row.transactionDate,
    gateway: row.gateway,
    amount: money(row.amount).toNumber(),
    content: row.content,
    bank_reference: row.bankReference,
    status: row.status as BankTransferRow["status"],
    reason: row.reason as UnmatchedReason | null,
    matchable: row.status === "unmatched" && !UNRECORDABLE_REASONS.some((reason) => reason === row.reason),
    booking_code: row.bookingCode,
    payment_id: row.paymentId,
  }));
  const total = (status?: BankTransferRow["status"]) =>
    sumMoney(rows.filter((row) => status === undefined || row.status === status).map((row) => row.amount)).toNumber();
  const totals: BankTransferTotals = {
    received: total(),
    matched: total("matched"),
    unmatched: total("unmatched"),
    dismissed: total("dismissed"),
  };
  return { date: input.date, currency: property.currency, totals, transfers };
}

export type BankTransferList = Awaited<ReturnType<typeof listBankTransfers>>;

const CSV_COLUMNS = [
  "received_at",
  "transaction_date",
  "gateway",
  "amount",
  "bank_reference",
  "content",
  "status",
  "reason",
  "booking_code",
] as const;

/**
 * The day's transfers as CSV, as the guest register writes it (server/platform/csv: RFC 4180, a
 * leading = + - @ defused, since the content is the payer's free text), UTF-8 with a BOM for Excel.
 */
export function bankTransfersCsv(list: BankTransferList): string {
  return csvFile([
    [...CSV_COLUMNS, "currency"],
    ...list.transfers.map((row) => [...CSV_COLUMNS.map((column) => String(row[column] ?? "")), list.currency]),
  ]);
}
