import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "@/server/platform/db/schema";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { checkinBookingLanguage } from "./checkin-booking-language";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const tokenFor = async (bookingCode: string, tenantId = "hanoi-old-quarter") =>
  (await mintCheckinLink(testDb.db(), bookingCode, { tenantId })).token;
const countryOf = async (token: string) => (await checkinBookingLanguage({ db: testDb.db(), token }))?.country();

describe("checkinBookingLanguage", () => {
  it("gives the country as a registered guest's nationality", async () => {
    expect(await countryOf(await tokenFor("SGDBUHKC", "saigon-apartments"))).toBe("JP");
  });

  it("gives the country of the customer's phone while no guest is registered", async () => {
    const db = testDb.db();
    const token = await tokenFor("HNCJM6F2");
    expect(await countryOf(token)).toBe("VN");
    await db.update(bookings).set({ customerPhone: "+82 10 5555 0101" }).where(eq(bookings.code, "HNCJM6F2"));
    expect(await countryOf(token)).toBe("KR");
  });

  it("gives the booking's own language, null while it is unknown", async () => {
    const db = testDb.db();
    const token = await tokenFor("HNCJM6F2");
    expect((await checkinBookingLanguage({ db, token }))?.language).toBeNull();
    await db.update(bookings).set({ customerLanguage: "en-IE" }).where(eq(bookings.code, "HNCJM6F2"));
    expect((await checkinBookingLanguage({ db, token }))?.language).toBe("en-IE");
  });

  it("knows nothing for a token that does not work", async () => {
    expect(await checkinBookingLanguage({ db: testDb.db(), token: "ck_forged.token" })).toBeUndefined();
  });
});
