import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

// Helpers of the desk's browser tests. The two projects (desk-1280 and tablet-768) share one
// freshly seeded server, so each project changes its own bookings (see `plan`).

export const STAFF = {
  reception: { email: "reception@oldquarter.example", password: "frontdesk-demo" },
  manager: { email: "manager@chain.example", password: "chain-manager-demo" },
} as const;

export const PARTNER_KEY = "lpk_demo_all_QK74KH";
export const HANOI = "hanoi-old-quarter";

/** Which demo bookings a project changes, so the two sizes never step on each other's data. */
export function plan(info: TestInfo) {
  const desk = info.project.name === "desk-1280";
  return desk
    ? {
        address: "198.51.100.12",
        checkout: { code: "HNVRBEHJ", due: "3.340.000", lastRoom: true },
        rate: { code: "HNZK3NJ6", nights: [2400000, 2450000, 2500000], newNights: ["2000000", "2100000"], discount: "100000" },
        assign: { code: "HNZK3NJ6", taken: null as string | null },
        cancel: { code: "HNQZAUK4", roomsBeforeLast: 2 },
        inProgress: { tenant: HANOI, code: "HNCJM6F2", keepRoom: "201", cancelRoom: "301" },
        counter: {
          code: "DNQKC1A7",
          card: "001090012345|013456789|Phạm Quốc Bảo|15031990|Nam|Số 5 Đội Cấn, Phường Cống Vị, Quận Ba Đình, Hà Nội|20042021",
          name: "Phạm Quốc Bảo",
          gender: "male",
          ward: "Phường Ngọc Hà",
          province: "Thành phố Hà Nội",
        },
        // remove-service.spec.ts adds a service through the API, then removes it at the desk.
        removeService: { tenant: "danang-beach", code: "DNBSQ7ME", service: { id: "SV0917d7a6", name: "Kayak rental", price: 200000 } },
      }
    : {
        address: "198.51.100.76",
        checkout: { code: "HNHAV47A", due: "10.200.000", lastRoom: true },
        rate: { code: "HN7K5UNM", nights: [1300000, 1300000, 1300000], newNights: ["1200000", "1250000"], discount: "50000" },
        // Tomorrow to today+4: room 303 is HN77HFMQ's from tomorrow, so it is offered as taken.
        assign: { code: "HN7K5UNM", taken: "303" as string | null },
        cancel: { code: "HN4BLMS4", roomsBeforeLast: 1 },
        inProgress: { tenant: "danang-beach", code: "DNZEU2AA", keepRoom: "B1", cancelRoom: "B2" },
        counter: {
          code: "DNQKC2B8",
          card: "079303001234||Hoàng Thị Mai|02112003|Nữ|12 Lê Lợi, P. Bến Nghé, Q.1, TP.HCM|10082021",
          name: "Hoàng Thị Mai",
          gender: "female",
          ward: "Phường Sài Gòn",
          province: "Thành phố Hồ Chí Minh",
        },
        removeService: {
          tenant: HANOI,
          code: "HNWVXDCN",
          service: { id: "SV69767dbd", name: "Motorbike rental (per day)", price: 150000 },
        },
      };
}

export async function signIn(page: Page, who: { email: string; password: string } = STAFF.reception): Promise<void> {
  await page.goto("/desk/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel(/Mật khẩu|Password/).fill(who.password);
  await page.getByLabel(/Mật khẩu|Password/).press("Enter");
  await page.waitForURL((url) => !url.pathname.startsWith("/desk/sign-in"));
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking).toEqual([]);
}

export async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/desk-screens/${info.project.name}-${name}.png`, fullPage: true });
}

export async function bookingFromApi(request: APIRequestContext, tenant: string, code: string) {
  const answer = await request.get(`/api/v1/properties/${tenant}/bookings/${code}`, {
    headers: { authorization: `Bearer ${PARTNER_KEY}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as {
    status: string;
    amount: number;
    booking_rooms: { id: string; room_unit: string | null; checkin_status: string; occupancy: { adults: number } }[];
  };
}

/**
 * The guest's online check-in of one room, as the check-in pages do it through the partner API:
 * one registered Vietnamese guest per adult (the demo requires complete registration).
 */
export async function checkInThroughApi(request: APIRequestContext, tenant: string, code: string, unit: string): Promise<void> {
  const booking = await bookingFromApi(request, tenant, code);
  const room = booking.booking_rooms.find((candidate) => candidate.room_unit === unit)!;
  const guests = Array.from({ length: room.occupancy.adults }, (_, index) => ({
    name: `Nguyễn Văn Khách ${index + 1}`,
    birthday: "1985-05-20",
    gender: "male",
    country: "VN",
    id_type: "identity_card",
    identity: `0010850${String(index).padStart(5, "0")}`,
    city: "Thành phố Hà Nội",
    ward: "Phường Hoàn Kiếm",
  }));
  const answer = await request.post(`/api/v1/properties/${tenant}/bookings/${code}/update`, {
    headers: { authorization: `Bearer ${PARTNER_KEY}` },
    data: { rooms: [{ id: room.id, status: "checked_in", guests: { method: "add", records: guests } }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Today's date at a property in Vietnam (the demo's timezone), plus some days. */
export function vietnamDate(plusDays = 0): string {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

/** An ISO date as the desk's date fields show it in Vietnamese (dd/MM/yyyy, components/ui/date-text.ts). */
export function dayFirst(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/** A one-room walk-in made through the partner API on the freest room type (days from today at the property), for one test alone. */
export async function createWalkIn(
  request: APIRequestContext,
  tenant: string,
  customer: { name: string; email: string | null },
  from: number,
  to: number,
) {
  const search = await request.get(
    `/api/v1/properties/${tenant}/room_types/search?checkin_date=${vietnamDate(from)}&checkout_date=${vietnamDate(to)}&occ_adults=1&occ_children=0`,
    { headers: { authorization: `Bearer ${PARTNER_KEY}` } },
  );
  const types = ((await search.json()).data as { room_types: { id: string; quantity: number; rate_plans: { id: string }[] } }[]).map(
    (entry) => entry.room_types,
  );
  // The freest type first; should one still be refused (NO_AVAILABILITY), the next.
  for (const type of types.filter((candidate) => candidate.quantity > 0).sort((a, b) => b.quantity - a.quantity)) {
    const created = await request.post(`/api/v1/properties/${tenant}/bookings`, {
      headers: { authorization: `Bearer ${PARTNER_KEY}` },
      data: {
        checkin_date: vietnamDate(from),
        checkout_date: vietnamDate(to),
        customer: { ...customer, phone: null },
        booking_source: "Walk-in",
        source_reservation_code: null,
        payment_collect: "property",
        notes: null,
        rooms: [{ room_type_id: type.id, rate_plan_id: type.rate_plans[0]!.id, occupancy: { adults: 1, children: 0, infants: 0 } }],
      },
    });
    if (created.status() === 422) continue;
    expect(created.status(), await created.text()).toBe(201);
    const data = (await created.json()).data as { code: string; booking_rooms: { id: string }[] };
    return { code: data.code, roomId: data.booking_rooms[0]!.id };
  }
  throw new Error("No room type could be booked");
}
