import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { currentInstant } from "@/server/domain/clock";
import { todayIn } from "@/server/domain/dates";
import { declarationDeadline, nightInProgress } from "@/server/domain/declaration-deadline";
import type { RegistrationField } from "@/server/domain/guest-registration";
import { requireProperty } from "@/server/properties/require-property";
import { readGuestRegister, type GuestRegister, type RegisterRow } from "./guest-register/read-guest-register";
import { requireDeskSession } from "@/server/staff/require-desk-session";

/** A guest whose stay is still to be declared to the police, with its deadline at the property. */
export interface DeclarationDue {
  guest_id: number;
  name: string;
  booking_code: string;
  room: string;
  /** When the room was checked in; null for a room checked in before the time was recorded (an import). */
  checked_in_at: string | null;
  deadline: { date: string; time: "23:00" | "08:00"; at: string };
  overdue: boolean;
  missing: RegistrationField[];
  /** Of `missing`, what was given but is invalid (the register's `invalid`). */
  invalid: RegistrationField[];
}

/**
 * What the desk still has to declare (declaration-deadline.ts has the law's hours), read from
 * the guest register of the night in progress (and, before 08:00, of the new day too, for
 * arrivals after midnight): every guest of a checked-in room not yet marked declared, soonest
 * deadline first, with what the registration still lacks; the counts per deadline; and how
 * complete the night's registrations are, in per cent (an empty night is 100 %).
 */
export async function readDeclarationsDue({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  requireDeskSession(ctx);
  const { timezone: timeZone } = await requireProperty(db, ctx, input.tenantId);
  const now = currentInstant();
  const night = nightInProgress(now, timeZone);
  const nights = [...new Set([night, todayIn(timeZone, now)])];
  const registers: GuestRegister[] = [];
  for (const date of nights) registers.push(await readGuestRegister({ db, ctx, input: { tenantId: input.tenantId, date } }));
  const rowsOf = (register: GuestRegister) => [...register.vietnamese, ...register.foreigners];

  const seen = new Set<number>();
  const due: DeclarationDue[] = [];
  for (const row of registers.flatMap(rowsOf)) {
    if (seen.has(row.guest_id) || row.declared_at !== null) continue;
    seen.add(row.guest_id);
    due.push(declarationDue(row, timeZone, now));
  }
  due.sort((a, b) => a.deadline.at.localeCompare(b.deadline.at) || a.room.localeCompare(b.room, "vi", { numeric: true }));

  const tonight = rowsOf(registers[nights.indexOf(night)]!);
  const complete = tonight.filter((row) => row.missing.length === 0).length;
  const pending = due.filter((stay) => !stay.overdue);
  return {
    night,
    stays: due,
    counts: {
      by_23: pending.filter((stay) => stay.deadline.time === "23:00").length,
      by_08: pending.filter((stay) => stay.deadline.time === "08:00").length,
      overdue: due.filter((stay) => stay.overdue).length,
    },
    // Rounded down: a night is 100 % only when every registration is complete.
    night_complete_percent: tonight.length === 0 ? 100 : Math.floor((complete * 100) / tonight.length),
    night_guests: tonight.length,
  };
}

export type DeclarationsDue = Awaited<ReturnType<typeof readDeclarationsDue>>;

function declarationDue(row: RegisterRow, timeZone: string, now: Temporal.Instant): DeclarationDue {
  const deadline = declarationDeadline(
    row.checked_in_at ? Temporal.Instant.from(row.checked_in_at) : arrivalDayNoon(row.arrival, timeZone),
    timeZone,
  );
  return {
    guest_id: row.guest_id,
    name: row.name,
    booking_code: row.booking_code,
    room: row.room,
    checked_in_at: row.checked_in_at,
    deadline: { date: deadline.date, time: deadline.time, at: deadline.instant.toString() },
    overdue: Temporal.Instant.compare(now, deadline.instant) >= 0,
    missing: row.missing,
    invalid: row.invalid,
  };
}

/**
 * A room checked in with no time recorded (imported as checked in) still houses guests who must
 * be declared: its deadline runs from its arrival day, as for a guest who came before 23:00.
 */
function arrivalDayNoon(arrival: string, timeZone: string): Temporal.Instant {
  return Temporal.PlainDateTime.from(`${arrival}T12:00`).toZonedDateTime(timeZone).toInstant();
}
