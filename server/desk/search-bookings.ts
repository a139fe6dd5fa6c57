import { and, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, guests } from "@/server/platform/db/schema";
import { toE164 } from "@/server/domain/phone-number";
import { requireProperty } from "@/server/properties/require-property";
import { bookingSummaries } from "./booking-summaries";
import { requireDeskSession } from "@/server/staff/require-desk-session";

export const bookingSearchQuerySchema = z.object({ q: z.string().trim().min(2, "Type at least 2 characters.").max(100) });

// Vietnamese letters folded to ASCII, so "binh" finds "Bình" (PGlite has no unaccent extension).
const ACCENTED = "àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ";
const PLAIN = "aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd";

function folded(column: AnyPgColumn): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

function foldText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").toLowerCase()) {
    const index = ACCENTED.indexOf(char);
    out += index >= 0 ? PLAIN[index] : char;
  }
  return out;
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The digits a typed phone number is looked up by, in the international form stored numbers
 * compare in: "0948748143", "094 874 8143" and "+84948748143" all become 84948748143, and a
 * part typed with its trunk 0 ("0948 748") loses the 0, so it is found inside +84 948748...
 */
function phoneDigitsOf(typed: string): string {
  const e164 = toE164(typed);
  if (e164) return e164.slice(1);
  return typed.replace(/\D/g, "").replace(/^0+/, "");
}

/** An ID number as stored numbers compare: capitals, no spaces. */
function identityOf(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/**
 * The desk's search: a booking code (prefix), the booker's or a guest's name (any part, with or
 * without tone marks), phone (in any format: local, spaced, international), or a guest's ID
 * number (any part of at least 4 characters).
 */
export async function searchBookings({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string; q: string } }) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const name = `%${likeText(foldText(input.q))}%`;
  const digits = phoneDigitsOf(input.q);
  const identity = identityOf(input.q);
  const identityMatches =
    identity.length >= 4
      ? sql`upper(regexp_replace(coalesce(${guests.identity}, ''), '\s', '', 'g')) like ${`%${likeText(identity)}%`}`
      : sql`false`;
  const phoneMatches = (column: AnyPgColumn) =>
    digits.length >= 3 ? sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql`false`;
  const guestMatches = exists(
    db
      .select({ one: sql`1` })
      .from(guests)
      .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
      .where(
        and(
          eq(bookingRooms.bookingId, bookings.id),
          or(sql`${folded(guests.name)} like ${name}`, phoneMatches(guests.phone), identityMatches),
        ),
      ),
  );
  return bookingSummaries(
    db,
    property.id,
    or(
      ilike(bookings.code, `${likeText(input.q)}%`),
      sql`${folded(bookings.customerName)} like ${name}`,
      phoneMatches(bookings.customerPhone),
      guestMatches,
    ),
    50,
  );
}
