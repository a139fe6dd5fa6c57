import { and, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, guests } from "@/server/platform/db/schema";
import { requireProperty } from "@/server/properties/require-property";
import { bookingSummaries } from "./booking-summaries";
import { requireDeskSession } from "./require-desk-session";

export const bookingSearchQuerySchema = z.object({ q: z.string().trim().min(2, "Type at least 2 characters.").max(100) });

// Vietnamese letters folded to ASCII, so "binh" finds "Bình" (PGlite has no unaccent extension).
const ACCENTED = "àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ";
const PLAIN = "aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd";

function folded(column: AnyPgColumn): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

export function foldText(text: string): string {
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
 * The desk's search: a booking code (prefix), or the booker's or a guest's name (any part,
 * without diacritics) or phone (digits, ignoring spaces and +).
 */
export async function searchBookings({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string; q: string } }) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const name = `%${likeText(foldText(input.q))}%`;
  const digits = input.q.replace(/\D/g, "");
  const phoneMatches = (column: AnyPgColumn) =>
    digits.length >= 3 ? sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql`false`;
  const guestMatches = exists(
    db
      .select({ one: sql`1` })
      .from(guests)
      .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
      .where(and(eq(bookingRooms.bookingId, bookings.id), or(sql`${folded(guests.name)} like ${name}`, phoneMatches(guests.phone)))),
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
