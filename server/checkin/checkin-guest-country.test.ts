import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "@/server/platform/db/schema";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { checkinGuestCountry } from "./checkin-guest-country";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const tokenFor = async (bookingCode: string, tenantId = "hanoi-old-quarter") => (await mintCheckinLink(testDb.db(), bookingCode, { tenantId })).token;

describe("checkinGuestCountry", () => {
  it("is a registered guest's nationality", async () => {
    expect(await checkinGuestCountry({ db: testDb.db(), token: await tokenFor("SGDBUHKC", "saigon-apartments") })).toBe("JP");
  });

  it("is the customer's phone's country while no guest is registered", async () => {
    const db = testDb.db();
    const token = await tokenFor("HNCJM6F2");
    expect(await checkinGuestCountry({ db, token })).toBe("VN");
    await db.update(bookings).set({ customerPhone: "+82 10 5555 0101" }).where(eq(bookings.code, "HNCJM6F2"));
    expect(await checkinGuestCountry({ db, token })).toBe("KR");
  });

  it("knows nothing for a token that does not work", async () => {
    expect(await checkinGuestCountry({ db: testDb.db(), token: "ck_forged.token" })).toBeUndefined();
  });
});
