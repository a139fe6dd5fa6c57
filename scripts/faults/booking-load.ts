import { addDays, todayIn } from "@/server/domain/dates";

/**
 * Bookings written continuously through the partner API, as a channel manager would, with the
 * demo fixture's published key (the app runs with ALLOW_DEMO_CREDENTIALS=true). Every 201 is
 * kept with the moment its answer arrived: those are the bookings a client was told exist, which
 * a backup or a failover must not lose.
 */
const DEMO_KEY = "lpk_demo_all_QK74KH"; // drizzle/fixtures/demo.json, "channel-partner (all scopes)"
export const DEMO_HEADERS = { authorization: `Bearer ${DEMO_KEY}`, "content-type": "application/json" };

/** Each demo room type with its first direct rate plan and an active booking source of its property. */
const TARGETS = [
  { tenant: "hanoi-old-quarter", roomTypeId: "573e587b-7d71-4d95-b54f-aa25a966a6f0", ratePlanId: "RPJV86K901", source: "Website" },
  { tenant: "hanoi-old-quarter", roomTypeId: "08052837-18cd-401f-9eb5-050b8391cd2f", ratePlanId: "RPVRK39K01", source: "Website" },
  { tenant: "danang-beach", roomTypeId: "8bf3b5e7-b655-4d82-8e5a-7bebf55ac2b8", ratePlanId: "RP3Y3ZPP01", source: "Walk-in" },
  { tenant: "danang-beach", roomTypeId: "0df45c06-c914-40e0-a2ac-8eb9ac6a6843", ratePlanId: "RP9PRF6C01", source: "Walk-in" },
  { tenant: "saigon-apartments", roomTypeId: "0c052ea5-6324-4cf5-bc85-f73739fe74b6", ratePlanId: "RP2MLMZM01", source: "Website" },
] as const;
/** Hanoi's Family Suite (2 rooms) is left out of the load: the standby script sells its last room. */
export const FAMILY_SUITE = {
  tenant: "hanoi-old-quarter",
  roomTypeId: "73d3eb1a-9512-469c-a2e2-b0610b20ee00",
  ratePlanId: "RPJHT4MM01",
  source: "Website",
} as const;
const TIMEZONE = "Asia/Ho_Chi_Minh";
/** One-night stays from 40 days ahead over 300 nights: two rooms or more per type, so about 3,000 bookings before a night sells out. */
const FIRST_DAY = 40;
const DAYS = 300;

export interface Ack {
  code: string;
  tenant: string;
  /** Date.now() when the 201 arrived. */
  at: number;
}

export interface BookingLoad {
  acks: Ack[];
  /** Answers by status (0: no answer: refused, reset or timed out). */
  statuses: Map<number, number>;
  stop(): Promise<void>;
}

export function createBookingBody(
  target: { roomTypeId: string; ratePlanId: string; source: string },
  checkin: string,
  guest: string,
): string {
  return JSON.stringify({
    checkin_date: checkin,
    checkout_date: addDays(checkin, 1),
    customer: { name: guest, email: null, phone: null },
    booking_source: target.source,
    rooms: [{ room_type_id: target.roomTypeId, rate_plan_id: target.ratePlanId, occupancy: { adults: 1, children: 0, infants: 0 } }],
  });
}

/** `clients` closed loops of Create Booking against `origin` until stop(). */
export function startBookingLoad(origin: string, clients = 4): BookingLoad {
  const acks: Ack[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  let n = 0;
  const today = todayIn(TIMEZONE);
  const client = async () => {
    while (running) {
      const i = n++;
      const target = TARGETS[i % TARGETS.length]!;
      const checkin = addDays(today, FIRST_DAY + (Math.floor(i / TARGETS.length) % DAYS));
      let status = 0;
      try {
        const response = await fetch(`${origin}/api/v1/properties/${target.tenant}/bookings`, {
          method: "POST",
          headers: DEMO_HEADERS,
          body: createBookingBody(target, checkin, `Load test ${i}`),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        const body = (await response.json()) as { data?: { code?: string } };
        if (status === 201 && body.data?.code) acks.push({ code: body.data.code, tenant: target.tenant, at: Date.now() });
      } catch {
        status = 0;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // Without an answer (the app restarting), wait a little rather than spin.
      if (status === 0 || status >= 500) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const loops = Array.from({ length: clients }, () => client());
  return {
    acks,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The read side a partner uses: one booking's detail, Search Room Type and Search Properties, each answered as JSON. */
export async function readSide(
  origin: string,
  booking: { code: string; tenant: string },
): Promise<Record<string, { status: number; body: unknown }>> {
  const checkin = addDays(todayIn(TIMEZONE), FIRST_DAY);
  const stay = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}`;
  const paths = {
    booking: `/api/v1/properties/${booking.tenant}/bookings/${booking.code}`,
    availability: `/api/v1/properties/${booking.tenant}/room_types/search?${stay}`,
    properties: `/api/v1/properties/search?${stay}`,
  };
  const answers: Record<string, { status: number; body: unknown }> = {};
  for (const [name, path] of Object.entries(paths)) {
    const response = await fetch(`${origin}${path}`, { headers: DEMO_HEADERS });
    answers[name] = { status: response.status, body: await response.json() };
  }
  return answers;
}

/** A JSON value's shape: its keys and value types, arrays by their first item. Two answers of one endpoint compare by it. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return value === null ? "null" : typeof value;
}
