import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { defaultDispatchSettings } from "@/server/webhooks/dispatch-settings";
import { dispatchDueDeliveries } from "@/server/webhooks/dispatch-due-deliveries";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { GET as getBooking } from "./[booking_id]/route";
import { GET as searchRoomTypes } from "../room_types/search/route";
import { POST as registerWebhook } from "../webhooks/route";
import { GET as searchProperties } from "../../search/route";
import { POST as createBooking } from "./route";

const testDb = setUpTestDatabase();
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  // The fixture's webhook points at a port nobody listens on: the engine registers its own.
  await testDb.db().execute(sql`delete from webhooks`);
});

const HANOI = "hanoi-old-quarter";
const FAMILY = "73d3eb1a-9512-469c-a2e2-b0610b20ee00";
const STAY = "checkin_date=2026-04-20&checkout_date=2026-04-22";
const asEngine = { token: DEMO_KEYS.all, params: { tenant_id: HANOI } };

const familySuites = async () => {
  const answer = await callRoute(searchRoomTypes, {
    ...asEngine,
    path: `/api/v1/properties/${HANOI}/room_types/search?${STAY}&room_type_id=${FAMILY}`,
  });
  return answer.body.data[0].room_types;
};
const hanoiRooms = async () => {
  const answer = await callRoute(searchProperties, { token: DEMO_KEYS.all, path: `/api/v1/properties/search?${STAY}` });
  return answer.body.data.find((property: { id: string }) => property.id === HANOI)?.quantity;
};

describe("a booking engine books what Search Room Type offered", () => {
  it("search, create on the offered plan, read it back, receive booking.created signed, and see one room fewer", async () => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const registered = await callRoute(registerWebhook, {
      ...asEngine,
      method: "POST",
      path: `/api/v1/properties/${HANOI}/webhooks`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url, events: ["booking.created"] }),
    });
    expect(registered.status).toBe(200);

    const offered = await familySuites();
    const propertyRooms = await hanoiRooms();
    const plan = offered.rate_plans[0];
    const created = await callRoute(createBooking, {
      ...asEngine,
      method: "POST",
      path: `/api/v1/properties/${HANOI}/bookings`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        checkin_date: "2026-04-20",
        checkout_date: "2026-04-22",
        customer: { name: "Kim Ji-woo", email: "jiwoo@example.com", phone: "+82 10 1234 5678" },
        booking_source: "Website",
        payment_collect: "property",
        rooms: [{ room_type_id: FAMILY, rate_plan_id: plan.id, occupancy: { adults: 3, children: 1, infants: 0 } }],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.amount).toBe(plan.estimated_total_price);

    const code = created.body.data.code;
    const read = await callRoute(getBooking, {
      ...asEngine,
      params: { tenant_id: HANOI, booking_id: code },
      path: `/api/v1/properties/${HANOI}/bookings/${code}`,
    });
    expect(read.body.data).toEqual(created.body.data);

    expect(await dispatchDueDeliveries(testDb.db(), { ...defaultDispatchSettings(), allowPrivateNetworks: true, random: () => 0.5 })).toBe(
      1,
    );
    expect(receiver.received).toHaveLength(1);
    // As a partner verifies a delivery (docs/webhooks.md): the Standard Webhooks library, with the secret shown at registration.
    const delivered = new Webhook(registered.body.data.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers) as {
      type: string;
      data: { tenant_id: string; booking_id: string; booking_room_id: string | null; booking: unknown };
    };
    expect(delivered.type).toBe("booking.created");
    expect(delivered.data).toEqual({ tenant_id: HANOI, booking_id: code, booking_room_id: null, booking: read.body.data });

    expect((await familySuites()).quantity).toBe(offered.quantity - 1);
    expect(await hanoiRooms()).toBe(propertyRooms - 1);
  });
});
