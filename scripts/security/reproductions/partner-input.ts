// Issue 32, items 1, 7 and 9: what a partner's input may make the app tell or write. A key that
// may only write bookings reading another booking through Create Booking's resend; a resend
// that differs from the first request; a booker's name carrying mail headers and markup, and
// an address the mail standard refuses; a check-in link reading the invoice and the stay of a
// guest someone else registered. Called by scripts/security/reproductions.ts (ReproductionKit).
import { eq } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { bookings, checkinMessages } from "@/server/platform/db/schema";
import type { ReproductionKit } from "../reproduction-kit";

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";
const BOOKER = { name: "Nguyễn Văn An", email: "an.nguyen@example.com", phone: "0912 345 678" };
// HN77HFMQ: a reserved booking arriving tomorrow that no other group writes to.
const LINK_BOOKING = "HN77HFMQ";
// HNWVXDCN's booker was imported as ".mai.anh@example.com".
const LEADING_DOT_BOOKING = "HNWVXDCN";
// Not 0101234567: the page's tax-code hint writes that one as its example.
const INVOICE = {
  company: "Clarke Consulting Ltd",
  tax_code: "0312345678",
  address: "1 Tràng Tiền, Hà Nội",
  email: "billing@clarke.example.com",
};
const REGISTERED_GUEST = {
  name: "Emily Clarke",
  gender: "female",
  country: "GB",
  id_type: "passport",
  identity: "533380006",
  city: "London",
  ward: "Camden",
  stay_purpose: "business",
};

/** A date `days` from now, YYYY-MM-DD: far enough that no timezone makes it today or the past. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function reproducePartnerInput(kit: ReproductionKit): Promise<void> {
  const { HANOI, partnerA, check, json } = kit;
  const create = (key: string, body: unknown) => fetch(`${HANOI}/bookings`, json(key, body));
  const reservation = (overrides: Record<string, unknown> = {}) => ({
    checkin_date: inDays(60),
    checkout_date: inDays(62),
    customer: BOOKER,
    booking_source: "Booking.com",
    source_reservation_code: "BDC-REPRO-32",
    payment_collect: "ota",
    rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 2 } }],
    ...overrides,
  });
  const coded = async (response: Response, extra: (body: Record<string, unknown>) => string) => {
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    return `${response.status} ${String(body.code ?? "")}${extra(body)}`.trim();
  };

  // Item 1: Create Booking's resend.
  await create(partnerA, reservation());
  const writer = (await createApiKey(kit.db, { name: "Write-only channel", scopes: ["bookings:write"], properties: ["hanoi-old-quarter"] }))
    .key;
  await check(
    "Create Booking resent with a taken reservation code by a key without bookings:read",
    "403 FORBIDDEN, no booker's data",
    async () => {
      const answer = await create(writer, reservation({ customer: { name: "x" } }));
      const text = await answer.text();
      const leaked = [BOOKER.name, BOOKER.email, "+84912345678"].some((secret) => text.includes(secret));
      return `${answer.status} ${String((JSON.parse(text) as { code?: string }).code)}${leaked ? ", the booker's data" : ", no booker's data"}`;
    },
  );
  await check(
    "Create Booking resent with the same reservation code and other dates",
    "409 SOURCE_RESERVATION_MISMATCH differs checkout_date",
    async () =>
      coded(
        await create(partnerA, reservation({ checkout_date: inDays(63) })),
        (body) => ` differs ${(body.differs as string[] | undefined)?.join(",")}`,
      ),
  );

  // Item 7: free text stays text, addresses as the mail standard writes them.
  const fresh = (overrides: Record<string, unknown>) =>
    reservation({ source_reservation_code: null, booking_source: "Walk-in", payment_collect: "property", ...overrides });
  await check("a booker's name with CRLF, a Bcc line and a script", "422 customer.name", () =>
    create(partnerA, fresh({ customer: { ...BOOKER, name: "Nguyễn Văn An\r\nBcc: victim@example.com\r\n\r\n<script>alert(1)</script>" } })),
  );
  await check("a booker's e-mail with a leading dot", "422 customer.email", () =>
    create(partnerA, fresh({ customer: { ...BOOKER, email: ".mai.anh@example.com" } })),
  );
  await check("a check-in e-mail to an imported address with a leading dot", "none scheduled", async () => {
    const [booking] = await kit.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.code, LEADING_DOT_BOOKING));
    const rows = await kit.db
      .select({ recipient: checkinMessages.recipient, status: checkinMessages.status })
      .from(checkinMessages)
      .where(eq(checkinMessages.bookingId, booking!.id));
    const live = rows.filter((row) => row.status !== "skipped");
    return live.length === 0 ? "none scheduled" : live.map((row) => `${row.status} to ${row.recipient}`).join(", ");
  });

  // Item 9: a check-in link and the invoice and stay of a guest someone else registered.
  const detailOf = async (token: string) =>
    (await (await fetch(`${HANOI}/bookings/${LINK_BOOKING}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { booking_rooms: { id: string }[] };
    };
  const room = (await detailOf(partnerA)).data.booking_rooms[0]!.id;
  await fetch(
    `${HANOI}/bookings/${LINK_BOOKING}/update`,
    json(partnerA, {
      rooms: [{ id: room, guests: { method: "add", records: [{ ...REGISTERED_GUEST, is_primary_guest: true }] } }],
      invoice: INVOICE,
    }),
  );
  const link = (
    (await (await fetch(`${HANOI}/bookings/${LINK_BOOKING}/checkin-link`, json(partnerA, {}))).json()) as { data: { token: string } }
  ).data.token;
  const hidden = [...Object.values(INVOICE), "Camden", "London"];
  const shown = (text: string) => {
    const found = hidden.filter((secret) => text.includes(secret));
    return found.length === 0 ? "none shown" : `shown: ${found.join(", ")}`;
  };
  await check("a partner's invoice and a masked guest's ward and city through a link's Get Booking Detail", "none shown", async () =>
    shown(await (await fetch(`${HANOI}/bookings/${LINK_BOOKING}`, { headers: { authorization: `Bearer ${link}` } })).text()),
  );
  await check("a partner's invoice and a masked guest's ward and city on the link's check-in page", "none shown", async () =>
    shown(await (await fetch(`${kit.origin}/checkin/${encodeURIComponent(link)}?lang=en`)).text()),
  );
}
