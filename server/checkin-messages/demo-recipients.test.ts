import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkinMessages } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";

// `npm run dev` loads the demo into an empty database and its bookings are scheduled like any
// other: with SMTP_URL set, they would really be sent. Every demo customer's address must stay at
// a domain reserved for examples (RFC 2606), where no mail is ever delivered.

const testDb = setUpTestDatabase();
const RESERVED = /@(?:[a-z0-9-]+\.)*(?:example(?:\.com|\.org|\.net)?|test|invalid|localhost)$/i;

describe("the demo's e-mails", () => {
  it("go only to reserved example addresses", async () => {
    const demo = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle/fixtures/demo.json"), "utf8")) as {
      properties: { bookings: { customer: { email: string | null } }[] }[];
    };
    const addresses = demo.properties
      .flatMap((property) => property.bookings.map((booking) => booking.customer.email))
      .filter((email) => email !== null);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !RESERVED.test(address!))).toEqual([]);

    await loadDemo(testDb.db());
    const scheduled = await testDb.db().select({ recipient: checkinMessages.recipient, kind: checkinMessages.kind }).from(checkinMessages);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.filter((row) => !RESERVED.test(row.recipient))).toEqual([]);
  });
});
