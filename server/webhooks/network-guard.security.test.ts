import dns from "node:dns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { nonPublicRange } from "./network-guard";
import { sendDelivery } from "./send-delivery";

// Issue 20, item 7: `https://[::127.0.0.1]/x` was taken as a webhook URL. The URL parser writes
// it `[::7f00:1]`, an IPv4-compatible address (::/96) that ipaddr.js calls "unicast", and some
// stacks reach 127.0.0.1 through it. The guard refuses ::/96, every IPv6 address outside the
// global unicast block 2000::/3, and every range ipaddr.js names, at registration and at delivery.

const testDb = setUpTestDatabase();
beforeEach(() => {
  vi.stubEnv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const GUARDED = { production: false, allowPrivateNetworks: false };

const register = (url: string) =>
  callRoute(registerWebhook, {
    method: "POST",
    path: "/api/v1/properties/hanoi-old-quarter/webhooks",
    params: { tenant_id: "hanoi-old-quarter" },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["booking.updated"] }),
  });

describe("IPv6 addresses that lead back inside", () => {
  it("refuses https://[::127.0.0.1]/x and the other IPv4-compatible, translated or reserved IPv6 hosts at registration", async () => {
    await loadDemo(testDb.db());
    const refused = [
      "https://[::127.0.0.1]/x", // IPv4-compatible loopback (::/96)
      "https://[::169.254.169.254]/x", // the cloud metadata address, IPv4-compatible
      "https://[::8.8.8.8]/x", // ::/96 is refused whole: a deprecated block no receiver uses
      "https://[::ffff:10.0.0.5]/x", // IPv4-mapped, judged as its IPv4
      "https://[64:ff9b::7f00:1]/x", // NAT64 to 127.0.0.1
      "https://[2002:7f00:1::1]/x", // 6to4 of 127.0.0.1
      "https://[fec0::1]/x", // deprecated site-local
      "https://[5f00::1]/x", // segment routing
      "https://[4000::1]/x", // outside 2000::/3: not assigned as global unicast
    ];
    for (const url of refused) {
      const answer = await register(url);
      expect([answer.status, Object.keys(answer.body.errors ?? {})], url).toEqual([422, ["url"]]);
    }
    expect((await register("https://[2606:4700:4700::1111]/x")).status).toBe(200);
  });

  it("refuses a delivery to [::127.0.0.1], or to a name whose DNS answer is ::127.0.0.1, when the URL was stored before the rule", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const port = new URL(receiver.url).port;
      const literal = await sendDelivery({ url: `http://[::127.0.0.1]:${port}/hooks`, headers: {}, body: "{}", policy: GUARDED });
      expect(literal).toEqual({
        status: null,
        error: expect.stringMatching(/^refused: \[::7f00:1\] resolves to ::7f00:1 \(ipv4Compatible\)/),
      });

      // inet_ntop prints an IPv4-compatible answer as ::a.b.c.d, which ipaddr.js alone reads as IPv4-mapped.
      const resolve = dns.lookup;
      vi.spyOn(dns, "lookup").mockImplementation(((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) =>
        hostname === "partner.example"
          ? callback(null, [{ address: "::127.0.0.1", family: 6 }])
          : resolve(hostname, options, callback as never)) as typeof dns.lookup);
      const named = await sendDelivery({ url: `http://partner.example:${port}/hooks`, headers: {}, body: "{}", policy: GUARDED });
      expect(named).toEqual({
        status: null,
        error: expect.stringMatching(/^refused: partner\.example resolves to ::127\.0\.0\.1 \(ipv4Compatible\)/),
      });
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("classes every IPv6 form of a non-public IPv4 as not public, and keeps public addresses public", () => {
    const ranges = Object.fromEntries(
      [
        "::7f00:1",
        "::127.0.0.1",
        "::a9fe:a9fe",
        "::ffff:7f00:1",
        "::ffff:0:7f00:1",
        "64:ff9b:1::a00:5",
        "2001::1",
        "100::1",
        "3fff::1",
        "2606:4700::1111",
        "93.184.216.34",
      ].map((address) => [address, nonPublicRange(address)]),
    );
    expect(ranges).toEqual({
      "::7f00:1": "ipv4Compatible",
      "::127.0.0.1": "ipv4Compatible",
      "::a9fe:a9fe": "ipv4Compatible",
      "::ffff:7f00:1": "loopback",
      "::ffff:0:7f00:1": "rfc6145",
      "64:ff9b:1::a00:5": "rfc6052",
      "2001::1": "teredo",
      "100::1": "discard",
      "3fff::1": "reserved",
      "2606:4700::1111": null,
      "93.184.216.34": null,
    });
  });
});
