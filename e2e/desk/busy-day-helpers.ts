import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { PARTNER_KEY, signIn, vietnamDate } from "./desk-helpers";

// The busy day's lodge (e2e/fixtures/desk-busy-day.json, loaded by the desk's server): ten
// doubles for the walk-ins of tonight, and a bungalow of one room to sell a night out. Each
// walk books what it needs through Create Booking, so it passes on each project in turn.

export const LODGE = "ninh-binh-busy";
const MANAGER = { email: "manager@ninh-binh-busy.example", password: "ninh-binh-manager-e2e-only" };
export const DOUBLE = { id: "7a2c4e6f-1b3d-4c5e-8f9a-0b1c2d3e4f50", plan: "RPNBBD0001", title: "Standard Double" };
export const BUNGALOW = { id: "7a2c4e6f-1b3d-4c5e-8f9a-0b1c2d3e4f51", plan: "RPNBBD0002", title: "Garden Bungalow", price: 1_450_000 };
const partner = { authorization: `Bearer ${PARTNER_KEY}` };

/** A one-room booking through the partner API; undefined when the nights are not free (422). */
export async function book(
  request: APIRequestContext,
  type: { id: string; plan: string },
  from: number,
  to: number,
  customer: { name: string; phone?: string | null; email?: string | null },
): Promise<{ code: string; roomId: string } | undefined> {
  const created = await request.post(`/api/v1/properties/${LODGE}/bookings`, {
    headers: partner,
    data: {
      checkin_date: vietnamDate(from),
      checkout_date: vietnamDate(to),
      customer: { name: customer.name, phone: customer.phone ?? null, email: customer.email ?? null },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: type.id, rate_plan_id: type.plan, occupancy: { adults: 1 } }],
    },
  });
  if (created.status() === 422) return undefined;
  expect(created.status(), await created.text()).toBe(201);
  const data = (await created.json()).data as { code: string; booking_rooms: { id: string }[] };
  return { code: data.code, roomId: data.booking_rooms[0]!.id };
}

/** The rooms of a type free on one night (days from today at the property). */
export async function freeOn(request: APIRequestContext, typeId: string, night: number): Promise<number> {
  const search = await request.get(
    `/api/v1/properties/${LODGE}/room_types/search?checkin_date=${vietnamDate(night)}&checkout_date=${vietnamDate(night + 1)}&occ_adults=1&occ_children=0`,
    {
      headers: partner,
    },
  );
  expect(search.status(), await search.text()).toBe(200);
  const types = ((await search.json()).data as { room_types: { id: string; quantity: number } }[]).map((entry) => entry.room_types);
  return types.find((type) => type.id === typeId)?.quantity ?? 0;
}

/** Each project starts its future stays at its own day, so the three never share a night. */
export function firstDay(info: TestInfo): number {
  return { "desk-1280": 30, "tablet-768": 60, "desk-360": 90 }[info.project.name] ?? 120;
}

/** Signs the lodge's manager in, the desk in `language` (its cookie). */
export async function signInAtLodge(page: Page, info: TestInfo, language: "vi" | "en" = "vi"): Promise<void> {
  await page.context().addCookies([{ name: "desk_lang", value: language, url: info.project.use.baseURL! }]);
  await signIn(page, MANAGER);
}

export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/busy-day/${info.project.name}-${name}.png`, fullPage: true });
}
