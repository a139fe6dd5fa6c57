import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import type { TodayAtDesk } from "@/server/desk/read-today";
import { callRoute } from "@/tests/support/call-route";
import { signInAs } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

// A day with every case the Today board meets (e2e/fixtures/desk-today.json, which the desk's
// e2e server loads too): expected, partly arrived and arrived arrivals, a day-use no-show, a
// no-show from yesterday and one marked so, in-house, due, overdue and departed (today) stays, a
// booking half checked out, cancellations, and stays off the board. The header's counts, the
// lists and each row's room badges must tell the same story.

const testDb = setUpTestDatabase();
const NOW = Temporal.Instant.from("2026-03-10T03:00:00Z"); // 10:00 in Hội An
const fixture = JSON.parse(fs.readFileSync(path.join(process.cwd(), "e2e", "fixtures", "desk-today.json"), "utf8"));
const STAFF = { email: "reception@hoi-an-every-case.example", password: "hoi-an-reception-e2e-only" };

beforeEach(async () => {
  freezeClock(NOW);
  await importFixture(testDb.db(), fixture, { now: NOW });
});
afterEach(() => freezeClock(undefined));

async function today(): Promise<TodayAtDesk> {
  const reception = await signInAs(STAFF);
  const answer = await callRoute(GET, {
    path: "/api/desk/properties/hoi-an-every-case/today",
    params: { tenant_id: "hoi-an-every-case" },
    headers: reception.headers(),
  });
  expect(answer.status).toBe(200);
  return answer.body.data as TodayAtDesk;
}

type Row = TodayAtDesk["arrivals"][number];
const codes = (rows: Row[], pick: (row: Row) => boolean = () => true) =>
  rows
    .filter(pick)
    .map((row) => row.code)
    .sort();
const CAME = ["in_house", "departing", "overdue", "departed", "gone"];

describe("Today on a day with every case", () => {
  it("puts each booking where its rooms are", async () => {
    const board = await today();
    expect(board).toMatchObject({ today: "2026-03-10", time: "10:00" });
    expect(codes(board.arrivals, (row) => row.board.arrival === "expected")).toEqual(["HAEXPECT", "HAONECAN"]);
    expect(codes(board.arrivals, (row) => row.board.arrival === "partly_arrived")).toEqual(["HAPARTLY"]);
    expect(codes(board.arrivals, (row) => row.board.arrival === "arrived")).toEqual(["HAARRIVE"]);
    expect(codes(board.in_house)).toEqual(["HAARRIVE", "HAHALFOU", "HAINHOUS", "HALATEOU", "HALEAVES", "HAPARTLY"]);
    expect(codes(board.departures, (row) => row.board.departure === "overdue")).toEqual(["HALATEOU"]);
    expect(codes(board.departures, (row) => row.board.departure === "due")).toEqual(["HAHALFOU", "HALEAVES"]);
    expect(codes(board.departures, (row) => row.board.departure === "departed")).toEqual(["HALEFTOK"]);
    expect(codes(board.needs_attention, (row) => row.board.attention.includes("no_show"))).toEqual(["HADAYUSE", "HAMARKED", "HANOSHOW"]);
    const everywhere = [...board.arrivals, ...board.in_house, ...board.departures, ...board.needs_attention].map((row) => row.code);
    for (const off of ["HACANCEL", "HAGONEYD", "HATOMORR"]) expect(everywhere).not.toContain(off);
  });

  it("gives header counts equal to the lists' lengths", async () => {
    const board = await today();
    const part = (rows: Row[], key: "arrival" | "departure", value: string) => rows.filter((row) => row.board[key] === value).length;
    expect(board.counts).toEqual({
      arrivals_expected: part(board.arrivals, "arrival", "expected"),
      arrivals_partly: part(board.arrivals, "arrival", "partly_arrived"),
      arrivals_arrived: part(board.arrivals, "arrival", "arrived"),
      in_house: board.in_house.length,
      departures_due: part(board.departures, "departure", "due"),
      departures_overdue: part(board.departures, "departure", "overdue"),
      departures_departed: part(board.departures, "departure", "departed"),
      needs_attention: board.needs_attention.length,
    });
    // Every list part is counted: nothing listed is left out of the header.
    expect(board.counts.arrivals_expected + board.counts.arrivals_partly + board.counts.arrivals_arrived).toBe(board.arrivals.length);
    expect(board.counts.departures_due + board.counts.departures_overdue + board.counts.departures_departed).toBe(board.departures.length);
    expect(board.counts.departures_departed).toBeGreaterThan(0);
  });

  it("gives each row room badges that agree with the list it is in", async () => {
    const board = await today();
    const rows = [...board.arrivals, ...board.in_house, ...board.departures, ...board.needs_attention];
    for (const row of rows) {
      expect(row.board.rooms, row.code).toHaveLength(row.rooms.length);
      const arrivingToday = row.board.rooms.filter(
        (status, index) => status !== "cancelled" && row.rooms[index]!.checkin_date === board.today,
      );
      const came = arrivingToday.filter((status) => CAME.includes(status)).length;
      if (row.board.arrival === "arrived") expect(came, row.code).toBe(arrivingToday.length);
      if (row.board.arrival === "partly_arrived") expect(came > 0 && came < arrivingToday.length, row.code).toBe(true);
      if (row.board.arrival === "expected") {
        expect(came, row.code).toBe(0);
        expect(row.board.attention, `${row.code}: expected and a no-show`).not.toContain("no_show");
      }
      expect(row.board.in_house, row.code).toBe(row.board.rooms.some((status) => ["in_house", "departing", "overdue"].includes(status)));
      if (row.board.departure === "departed") expect(row.board.rooms, row.code).toContain("departed");
      if (row.board.departure === "due") expect(row.board.rooms, row.code).toContain("departing");
      if (row.board.attention.includes("no_show")) expect(row.board.rooms, row.code).toContain("no_show");
    }
    // The room of HAHALFOU that left today says so, beside the one still in.
    const half = board.departures.find((row) => row.code === "HAHALFOU")!;
    expect(half.board.rooms).toEqual(["departed", "departing"]);
  });
});
