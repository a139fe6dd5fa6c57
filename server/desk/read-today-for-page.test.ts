import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/desk/properties/[tenant_id]/today/route";
import { freezeClock } from "@/server/domain/clock";
import { callRoute } from "@/tests/support/call-route";
import { loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { readTodayForPage } from "./read-today-for-page";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});
afterEach(() => freezeClock(undefined));

describe("the Today page's board, read while the server renders it", () => {
  it("is the route's answer, as the browser parses it", async () => {
    const page = await readTodayForPage(new Headers(reception.headers()), "hanoi-old-quarter");
    const route = await callRoute(GET, {
      path: "/api/desk/properties/hanoi-old-quarter/today",
      params: { tenant_id: "hanoi-old-quarter" },
      headers: reception.headers(),
    });
    expect(page).toEqual(route.body.data);
    expect(page!.arrivals.map((booking) => booking.code)).toContain("HNCJM6F2");
  });

  it("is nothing without a session or for another property: the page then asks the route, which says why", async () => {
    expect(await readTodayForPage(new Headers(), "hanoi-old-quarter")).toBeUndefined();
    expect(await readTodayForPage(new Headers(reception.headers()), "danang-beach")).toBeUndefined();
  });
});
