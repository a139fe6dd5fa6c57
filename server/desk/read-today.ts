import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { listTodaysBookings } from "./list-todays-bookings";
import { readDeclarationsDue } from "./read-declarations-due";

/**
 * Everything the desk's Today page shows, in one answer: the board (arrivals, in-house,
 * departures, what needs attention) and the police declarations still due. One request, so the
 * page's first paint after sign-in has all its lists at once instead of three loading lines.
 */
export async function readToday({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  const board = await listTodaysBookings({ db, ctx, input });
  const declarations = await readDeclarationsDue({ db, ctx, input });
  return { ...board, declarations };
}

/** The Today page as the desk reads it (JSON: money as numbers, dates as text). */
export type TodayAtDesk = Awaited<ReturnType<typeof readToday>>;
