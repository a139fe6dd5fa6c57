// Issue 32, items 2 and 6: one bank account, one property. A manager pointing the property's
// account at another property's; a notification to one property's receiver for another's
// account; the receiver every property shared; one property's key on another's receiver; a
// transfer of a fraction of a đồng. Replayed against the production build (ReproductionKit):
// the demo's passwords and SePay keys are refused there, so the manager and the keys are made here.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/server/platform/auth/passwords";
import { properties, staffAccounts, staffMemberships, staffUsers } from "@/server/platform/db/schema";
import { queryRows } from "@/server/platform/db/query-rows";
import { sealSepayKey } from "@/server/platform/security/sepay-receiver-key";
import type { ReproductionKit } from "../reproduction-kit";

const HANOI = { id: "hanoi-old-quarter", account: "113366668888", demoKey: "demo-sepay-hanoi-old-quarter-7Q2M" };
const DA_NANG = { id: "danang-beach", bin: "970436", account: "0071000888999" };

let nextId = Date.now();
const transfer = (accountNumber: string, fields: Record<string, unknown> = {}) => ({
  id: ++nextId,
  gateway: "Vietcombank",
  transactionDate: "2026-03-10 10:15:00",
  accountNumber,
  code: null,
  content: "chuyen tien",
  transferType: "in",
  transferAmount: 500000,
  referenceCode: `FT${nextId}`,
  ...fields,
});

export async function reproduceBankAccounts(kit: ReproductionKit): Promise<void> {
  const { origin, api, db, check, json, partnerA } = kit;
  const notify = (path: string, key: string, body: unknown) =>
    fetch(`${api}/integrations/sepay${path}`, {
      method: "POST",
      headers: { authorization: `Apikey ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const transferCount = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bank_transfers`))[0]!.n;

  // Hanoi's manager, with a password nobody published, signed in at the desk.
  const email = `manager-${randomBytes(4).toString("hex")}@oldquarter.example`;
  const password = randomBytes(18).toString("base64url");
  const [user] = await db.insert(staffUsers).values({ email, name: "Manager" }).returning({ id: staffUsers.id });
  await db
    .insert(staffAccounts)
    .values({ userId: user!.id, accountId: user!.id, providerId: "credential", password: await hashPassword(password) });
  await db.insert(staffMemberships).values({ staffUserId: user!.id, propertyId: HANOI.id, role: "manager" });
  try {
    const session = await fetch(`${origin}/api/desk/session`, json("", { email, password }));
    const cookies = session.headers.getSetCookie().map((line) => line.split(";")[0]!);
    const csrf = cookies.find((cookie) => cookie.startsWith("desk_csrf="))!.slice("desk_csrf=".length);
    const desk = (method: string, path: string, body?: unknown) =>
      fetch(`${origin}/api/desk/properties/${HANOI.id}${path}`, {
        method,
        headers: { cookie: cookies.join("; "), "x-csrf-token": csrf, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    await check("a manager setting the property's account to another property's", "422 bank_account.number", () =>
      desk("PUT", "/bank-account", { bin: DA_NANG.bin, number: DA_NANG.account, holder: "NGUYEN VAN A" }),
    );
    await check("the demo's published SePay key on its property's receiver", "401 UNAUTHENTICATED", () =>
      notify(`/${HANOI.id}`, HANOI.demoKey, transfer(HANOI.account)),
    );

    // Hanoi's key made at the desk (shown once); Da Nang's written as an import would.
    const generated = (await (await desk("POST", "/sepay-key", {})).json()) as { data: { key: string } };
    const hanoiKey = generated.data.key;
    const daNangKey = randomBytes(24).toString("hex");
    await db
      .update(properties)
      .set({ sepayWebhookKey: sealSepayKey(daNangKey, DA_NANG.id), sepayWebhookKeySetAt: new Date() })
      .where(eq(properties.id, DA_NANG.id));

    const before = await transferCount();
    await check("a notification to Hanoi's receiver, with Hanoi's key, for Da Nang's account", "422 accountNumber", () =>
      notify(`/${HANOI.id}`, hanoiKey, transfer(DA_NANG.account)),
    );
    await check("what that notification recorded", "0 transfers", async () => `${(await transferCount()) - before} transfers`);
    await check("the receiver every property shared (POST /integrations/sepay), with a property's key", "404 NOT_FOUND", () =>
      notify("", hanoiKey, transfer(HANOI.account)),
    );
    await check("Hanoi's key on Da Nang's receiver", "401 UNAUTHENTICATED", () =>
      notify(`/${DA_NANG.id}`, hanoiKey, transfer(DA_NANG.account)),
    );
    await check("Da Nang's own key on Da Nang's receiver", "200", () =>
      notify(`/${DA_NANG.id}`, daNangKey, transfer(DA_NANG.account, { content: "tien phong" })),
    );

    // Item 6: 0.001 VND carrying a live reference of a Hanoi booking.
    const requested = await fetch(`${kit.HANOI}/bookings/HNVRBEHJ/payment-requests`, json(partnerA, {}));
    const { reference } = ((await requested.json()) as { data: { reference: string } }).data;
    const fraction = transfer(HANOI.account, { content: `${reference} thanh toan`, transferAmount: 0.001 });
    await check("a 0.001 VND transfer with a live reference", "200", () => notify(`/${HANOI.id}`, hanoiKey, fraction));
    await check("what the 0.001 VND transfer became", "unmatched amount_has_fraction, 0 payments", async () => {
      const [row] = await queryRows<{ status: string; reason: string | null; payments: number }>(
        db,
        sql`select t.status, t.reason, (select count(*)::int from payments p where p.bank_reference = ${fraction.referenceCode}) as payments
            from bank_transfers t where t.provider_id = ${String(fraction.id)} and t.property_id = ${HANOI.id}`,
      );
      return row ? `${row.status} ${row.reason}, ${row.payments} payments` : "not recorded";
    });
  } finally {
    await db.delete(staffUsers).where(eq(staffUsers.id, user!.id));
  }
}
