import { and, eq, exists, gte, inArray, ne, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings } from "@/server/platform/db/schema";
import { addDays, currentHourIn, todayIn } from "@/server/domain/dates";
import { toBookingDetail } from "@/server/bookings/booking-detail";
import { readPayerBalance, type PayerBalance } from "@/server/bookings/group-balance";
import { loadBookingWithLines } from "@/server/bookings/load-booking-lines";
import { requireProperty } from "@/server/properties/require-property";
import { bookingSummaries, type BookingSummary } from "./booking-summaries";
import { isOnBoard, NO_SHOW_DAYS, owesAtDeparture, placeOnBoard, type AttentionReason, type BoardPlace } from "./today-board";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import type { OnlineCheckin } from "@/server/domain/online-checkin";
import { readOnlineCheckin } from "./online-checkin/read-online-checkin";
import { registeredGuestsOf } from "./online-checkin/registration-count";

export type BoardBookingSummary = BookingSummary & {
  /**
   * `balance`: what the payer still owes (a merged child's is its group's), on every row the board lists; `kept_credit`
   * what a manager kept of an overpayment as the guest's credit.
   */
  board: {
    arrival: BoardPlace["arrival"] | null;
    in_house: boolean;
    departure: BoardPlace["departure"] | null;
    attention: AttentionReason[];
    /** Each room's day status (roomDayStatus), in the order of `rooms`: the row's badges. */
    rooms: BoardPlace["rooms"];
    balance: number;
    kept_credit: number;
  };
  /** Where the guests' online check-in stands (online-checkin/): the arrivals' column and filter. */
  online_checkin: OnlineCheckin;
};

/**
 * Today at the desk, by the property's own calendar date and wall-clock time (today-board.ts
 * has the rules, from each room's day status): arrivals (expected, partly arrived or arrived),
 * in-house, departures (due, overdue or departed today) and what needs attention (no-shows,
 * overdue departures, rooms checked in with an incomplete registration, departures that still
 * owe money), with their counts: each count is the length of a list, or part of one, the desk
 * shows. Group (master)
 * bookings are left out: their children are listed, and the detail links up. Every row carries
 * its balance (the desk greets an arrival with what is due): one statement per listed booking,
 * and one per group whatever the number of its children on the board. Every row carries its
 * online check-in too (sent, opened, guests registered, complete, a failed delivery): two queries
 * for the whole board.
 */
export async function listTodaysBookings({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const now = { date: todayIn(property.timezone), time: currentHourIn(property.timezone) };
  const roomWhere = (condition: ReturnType<typeof and>) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(bookingRooms)
        .where(and(eq(bookingRooms.bookingId, bookings.id), condition)),
    );
  const roomIn = (...statuses: string[]) => roomWhere(inArray(bookingRooms.status, statuses));
  const candidates = await bookingSummaries(
    db,
    property.id,
    and(
      eq(bookings.isGroup, false),
      ne(bookings.status, "cancelled"),
      or(
        eq(bookings.checkinDate, now.date),
        eq(bookings.checkoutDate, now.date),
        roomIn("checked_in"),
        // A room whose own stay starts or ends today, or that left today (early).
        roomWhere(or(eq(bookingRooms.checkinDate, now.date), eq(bookingRooms.checkoutDate, now.date))),
        roomWhere(
          and(
            eq(bookingRooms.status, "checked_out"),
            sql`(${bookingRooms.checkedOutAt} at time zone ${property.timezone})::date = ${now.date}`,
          ),
        ),
        // Guests who never came, for a week after their arrival day.
        and(gte(bookings.checkinDate, addDays(now.date, -NO_SHOW_DAYS)), sql`${bookings.checkinDate} < ${now.date}`, roomIn("confirmed")),
      ),
    ),
    500,
  );

  const listed: (Omit<BoardBookingSummary, "online_checkin"> & { bookingId: string })[] = [];
  const registered = new Map<string, { registered: number; needed: number }>();
  const groupBalances = new Map<string, Promise<PayerBalance>>();
  for (const summary of candidates) {
    const rooms = summary.rooms.map((room) => ({
      ...room,
      checked_out_on: room.checked_out_at ? todayIn(property.timezone, Temporal.Instant.from(room.checked_out_at)) : null,
    }));
    const place = placeOnBoard({ ...summary, rooms }, now);
    if (!isOnBoard(place)) continue;
    const facts = await roomFacts(db, property.id, summary.code, groupBalances);
    if (place.inHouse || place.departure) {
      if (facts.registrationIncomplete) place.attention.push("registration_incomplete");
      if (owesAtDeparture(place, facts.money.balance)) place.attention.push("balance_due");
    }
    const balance = facts.money.balance.toNumber();
    const keptCredit = facts.money.kept.toNumber();
    registered.set(facts.bookingId, facts.guests);
    listed.push({
      ...summary,
      bookingId: facts.bookingId,
      board: {
        arrival: place.arrival ?? null,
        in_house: place.inHouse,
        departure: place.departure ?? null,
        attention: place.attention,
        rooms: place.rooms,
        balance,
        kept_credit: keptCredit,
      },
    });
  }
  const online = await readOnlineCheckin(
    db,
    property.id,
    listed.map((booking) => booking.bookingId),
    registered,
  );
  const board: BoardBookingSummary[] = listed.map(({ bookingId, ...booking }) => ({ ...booking, online_checkin: online.get(bookingId)! }));

  const arrivals = board.filter((booking) => booking.board.arrival);
  const inHouse = board.filter((booking) => booking.board.in_house);
  const departures = board.filter((booking) => booking.board.departure);
  const needsAttention = board.filter((booking) => booking.board.attention.length > 0);
  const count = (list: BoardBookingSummary[], pick?: (booking: BoardBookingSummary) => boolean) => (pick ? list.filter(pick) : list).length;
  return {
    today: now.date,
    time: now.time,
    arrivals,
    in_house: inHouse,
    departures,
    needs_attention: needsAttention,
    counts: {
      arrivals_expected: count(arrivals, (booking) => booking.board.arrival === "expected"),
      arrivals_partly: count(arrivals, (booking) => booking.board.arrival === "partly_arrived"),
      arrivals_arrived: count(arrivals, (booking) => booking.board.arrival === "arrived"),
      in_house: count(inHouse),
      departures_due: count(departures, (booking) => booking.board.departure === "due"),
      departures_overdue: count(departures, (booking) => booking.board.departure === "overdue"),
      departures_departed: count(departures, (booking) => booking.board.departure === "departed"),
      needs_attention: count(needsAttention),
    },
  };
}

/**
 * A booking's registration (any checked-in room incomplete; its guests registered of those
 * needed, for the online check-in column) and the balance its check-out
 * would collect (group-balance.ts: a merged child's is its group's, read once per group and
 * kept in `groupBalances` for its other children on the board).
 */
async function roomFacts(db: Queryable, propertyId: string, code: string, groupBalances: Map<string, Promise<PayerBalance>>) {
  const found = await loadBookingWithLines(db, propertyId, code);
  if (!found) throw new Error(`Booking ${code} was listed but cannot be read.`);
  const { booking, lines } = found;
  const detail = toBookingDetail(booking, lines);
  const registrationIncomplete = detail.booking_rooms.some((room) => room.checkin_status === "checked_in" && !room.registration.complete);
  const payerBalance = () => readPayerBalance(db, booking, lines);
  let balance: Promise<PayerBalance>;
  if (booking.groupId) {
    balance = groupBalances.get(booking.groupId) ?? payerBalance();
    groupBalances.set(booking.groupId, balance);
  } else balance = payerBalance();
  return { registrationIncomplete, money: await balance, bookingId: booking.id, guests: registeredGuestsOf(lines) };
}

/** The Today board as the desk reads it (JSON: money as numbers, dates as text). */
export type TodayBoard = Awaited<ReturnType<typeof listTodaysBookings>>;
