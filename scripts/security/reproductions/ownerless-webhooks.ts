// Issue 20, items 2 and 7 (the IPv6 part): a key holding only the webhook scopes listed the demo
// fixture's ownerless webhook (its URL) and rotated its secret, with which it could sign forged
// events to that receiver; and `https://[::127.0.0.1]/x`, an IPv4-compatible loopback address,
// was taken as a webhook URL. Tests: server/webhooks/{ownerless-webhooks,network-guard}.security.test.ts.
import { createApiKey } from "@/server/platform/auth/create-api-key";
import type { ReproductionKit } from "../reproduction-kit";

/** Hanoi's webhook in the demo fixture, which names no owner. */
const FIXTURE_WEBHOOK = "WH9SXPPH";

export async function reproduceOwnerlessWebhooks(kit: ReproductionKit): Promise<void> {
  const webhooksOnly = (
    await createApiKey(kit.db, { name: "Webhooks only", scopes: ["webhooks:read", "webhooks:write"], properties: ["hanoi-old-quarter"] })
  ).key;
  const listing = (key: string) => async () => {
    const answer = await fetch(`${kit.HANOI}/webhooks`, { headers: { authorization: `Bearer ${key}` } });
    if (answer.status !== 200) return kit.answerOf(answer);
    const list = (await answer.json()) as { data: { code: string }[] };
    return list.data.some((webhook) => webhook.code === FIXTURE_WEBHOOK) ? "listed" : "not listed";
  };

  // The webhook is there: a key that could register it (bookings:read as well) still manages it.
  await kit.check("a fixture's ownerless webhook, to a key that may read bookings", "listed", listing(kit.partnerA));
  await kit.check("a webhooks-only key listing a fixture's ownerless webhook", "not listed", listing(webhooksOnly));
  await kit.check("a webhooks-only key rotating a fixture's ownerless webhook secret", "404 NOT_FOUND", () =>
    fetch(`${kit.HANOI}/webhooks/${FIXTURE_WEBHOOK}/rotate-secret`, kit.json(webhooksOnly, {})),
  );
  await kit.check("an IPv4-compatible loopback webhook URL https://[::127.0.0.1]/x", "422 url", () =>
    fetch(`${kit.HANOI}/webhooks`, kit.json(kit.partnerA, { url: "https://[::127.0.0.1]/x", events: ["booking.updated"] })),
  );
}
