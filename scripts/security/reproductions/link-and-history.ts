// Issue 20, items 6, 8 and 9: what a forwarded check-in link and another partner's key may read
// of a booking, the balance a merged child's guest is shown, and the OCR model once committed.
// Called by scripts/security/reproductions.ts with the running production app (ReproductionKit).
import { execFileSync } from "node:child_process";
import type { ReproductionKit } from "../reproduction-kit";

const BOOKING = "HNCJM6F2";
const PAYMENT_NOTE = "Visa ending 4242, refund agreed";
// HNHAV47A is a child of the group GRARCNFC, which pays for it (decisions.md).
const GROUP = "GRARCNFC";
const GROUP_CHILD = "HNHAV47A";

interface Detail {
  amount: number;
  customer: Record<string, unknown>;
  payments: { amount: number; status: string; notes?: string | null }[];
}

export async function reproduceLinkAndHistory(kit: ReproductionKit): Promise<void> {
  const { HANOI, partnerA, partnerB, check, json } = kit;
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const mintLink = async (code: string) =>
    ((await (await fetch(`${HANOI}/bookings/${code}/checkin-link`, json(partnerA, {}))).json()) as { data: { token: string; url: string } })
      .data;
  const detailAs = async (token: string, code: string) =>
    ((await (await fetch(`${HANOI}/bookings/${code}`, bearer(token))).json()) as { data: Detail }).data;

  // Partner A records a deposit with a note (staff's words); this write is in the history under its key's name.
  await fetch(
    `${HANOI}/bookings/${BOOKING}/update`,
    json(partnerA, {
      payments: { method: "add", records: [{ amount: 100000, method: "cash", paid_at: "2026-01-01 09:00:00", notes: PAYMENT_NOTE }] },
    }),
  );
  const link = await mintLink(BOOKING);
  const throughLink = await detailAs(link.token, BOOKING);
  // null, as chosen (docs/choices.md): the contract's fields stay, empty.
  const shownAs = (values: unknown[]) =>
    values.every((value) => value === null) ? "null" : values.every((value) => value === undefined) ? "absent" : "shown";
  await check("the booker's e-mail and phone through a check-in link", "null", async () =>
    shownAs([throughLink.customer.email, throughLink.customer.phone]),
  );
  await check("payment notes through a check-in link", "null", async () => shownAs(throughLink.payments.map((payment) => payment.notes)));

  await check("another partner's key name in the booking history", "not shown", async () => {
    const history = await (await fetch(`${HANOI}/bookings/${BOOKING}/history`, bearer(partnerB))).text();
    return history.includes("Partner A") ? "shown" : history.includes('"entries":[]') ? "no entries to read" : "not shown";
  });

  // The group pays what it still owes; the child's guest page must then show nothing due.
  const group = await detailAs(partnerA, GROUP);
  const paid = group.payments.filter((payment) => payment.status === "paid").reduce((sum, payment) => sum + payment.amount, 0);
  await fetch(
    `${HANOI}/bookings/${GROUP}/update`,
    json(partnerA, {
      payments: { method: "add", records: [{ amount: group.amount - paid, method: "cash", paid_at: "2026-01-01 10:00:00" }] },
    }),
  );
  const childLink = await mintLink(GROUP_CHILD);
  await check("a merged child's guest page asking for what its group paid", "balance 0", async () => {
    const page = await (await fetch(`${kit.origin}/checkin/${encodeURIComponent(childLink.token)}?lang=en`)).text();
    const figure = /Group balance due ([^<·]*)/.exec(page)?.[1];
    return figure === undefined ? "no group balance shown" : `balance ${figure.replace(/\D/g, "")}`;
  });

  await check("an OCR model tracked in the repository", "0 files", async () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.traineddata(\.gz)?$/.test(file));
    return `${tracked.length} files`;
  });
}
