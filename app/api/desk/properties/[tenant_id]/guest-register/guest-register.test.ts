import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingRooms, guests } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { REGISTERED_FOREIGN_GUEST, REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as declare } from "./declarations/route";
import { GET } from "./route";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
// HN9R3MM3's room 202 is in house on the night of 2026-03-10.
const ROOM_202 = "e77e2667-792f-466e-98db-d94db16c7030";

beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
  // A registered citizen and a foreigner without the ID photo the rules ask of foreigners.
  const [room] = await testDb.db().select().from(bookingRooms).where(eq(bookingRooms.id, ROOM_202));
  await testDb
    .db()
    .insert(guests)
    .values([
      // The street line as a pre-2025 ID card prints it, mapped to its 2025 ward and province.
      {
        ...fromApi(REGISTERED_VIETNAMESE_GUEST),
        propertyId: room!.propertyId,
        bookingRoomId: ROOM_202,
        position: 5,
        address: "Số 12 Hàng Bạc, Phường Hàng Đào, Quận Hoàn Kiếm, Hà Nội",
      },
      {
        ...fromApi(REGISTERED_FOREIGN_GUEST),
        propertyId: room!.propertyId,
        bookingRoomId: ROOM_202,
        position: 6,
        address: '=HYPERLINK("http://evil")',
      },
    ]);
});

function fromApi(guest: {
  name: string;
  birthday: string;
  gender: string;
  country: string;
  id_type: string;
  identity: string;
  city?: string;
  ward?: string;
}) {
  return {
    name: guest.name,
    birthday: guest.birthday,
    gender: guest.gender,
    country: guest.country,
    idType: guest.id_type,
    identity: guest.identity,
    city: guest.city ?? null,
    ward: guest.ward ?? null,
  };
}

function register(query: string, browser: DeskBrowser | { token: string } = reception, tenantId = "hanoi-old-quarter") {
  return callRoute(GET, {
    path: `/api/desk/properties/${tenantId}/guest-register?${query}`,
    params: { tenant_id: tenantId },
    ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }),
  });
}

/** A file answer, read as the browser downloads it (callRoute reads JSON). */
function download(format: "csv" | "xlsx") {
  return GET(
    new Request(`http://localhost/api/desk/properties/hanoi-old-quarter/guest-register?date=2026-03-10&format=${format}`, {
      headers: reception.headers(),
    }),
    {
      params: Promise.resolve({ tenant_id: "hanoi-old-quarter" }) as Promise<never>,
    },
  );
}

describe("the guest register for the police", () => {
  it("lists the night's guests, citizens apart from foreigners, incomplete registrations first with what is missing", async () => {
    const answer = await register("date=2026-03-10");
    expect(answer.status).toBe(200);
    const { vietnamese, foreigners } = answer.body.data;
    const hoa = vietnamese.find((row: { name: string }) => row.name === "Nguyễn Thị Hoa");
    expect(hoa).toMatchObject({
      booking_code: "HN9R3MM3",
      room: "202",
      birthday: "1988-06-15",
      identity: "001188012345",
      arrival: "2026-03-09",
      departure: "2026-03-11",
      missing: [],
      declared_at: null,
    });
    expect(hoa).toMatchObject({
      address: "Số 12 Hàng Bạc",
      ward: "Phường Hoàn Kiếm",
      province: "Thành phố Hà Nội",
      former_address: "Phường Hàng Đào, Quận Hoàn Kiếm, Hà Nội",
    });
    // The demo's own in-house guests have 13-digit card numbers: incomplete, so listed before Hoa.
    expect(vietnamese[0].missing).toContain("identity");
    // ... which are there but invalid (a CCCD has 12 digits): the register says so, not "missing".
    expect(vietnamese[0]).toMatchObject({ identity: expect.stringMatching(/^\d{13}$/), invalid: ["identity"] });
    expect(hoa.invalid).toEqual([]);
    expect(vietnamese.findIndex((row: { name: string }) => row.name === "Nguyễn Thị Hoa")).toBe(vietnamese.length - 1);
    expect(foreigners).toEqual([
      expect.objectContaining({
        name: "Emma Johnson",
        nationality: "GB",
        id_type: "passport",
        identity: "533380006",
        missing: ["identity_image_urls"],
        invalid: [],
      }),
    ]);
    // The night before 2026-03-09 HN9R3MM3 had not arrived; a night with nobody in house is empty.
    expect((await register("date=2026-03-08")).body.data.vietnamese.map((row: { booking_code: string }) => row.booking_code)).not.toContain(
      "HN9R3MM3",
    );
    expect((await register("date=2027-01-01")).body.data).toMatchObject({ vietnamese: [], foreigners: [] });
  });

  it("exports CSV and XLSX with a header row and one guest a row, formulas defused", async () => {
    const csv = await download("csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="guest-register-hanoi-old-quarter-2026-03-10.csv"');
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Nhóm \/ Group,Họ và tên \/ Full name,Ngày sinh \/ Date of birth,/);
    const json = (await register("date=2026-03-10")).body.data;
    expect(lines).toHaveLength(1 + json.vietnamese.length + json.foreigners.length);
    const emma = lines.find((line) => line.includes("Emma Johnson"))!;
    // Values as the police read them: Vietnamese words, dd/MM/yyyy, the country's Vietnamese name.
    expect(emma).toContain("Người nước ngoài / Foreigner,Emma Johnson,20/02/1990,Nữ,Vương quốc Anh,Hộ chiếu,533380006");
    expect(emma).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const response = await download("xlsx");
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    // Citizens and foreigners on sheets of their own, named in Vietnamese.
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Công dân Việt Nam 10-03-2026", "Người nước ngoài 10-03-2026"]);
    const [citizens, foreign] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(citizens.rowCount + foreign.rowCount).toBe(lines.length + 1);
    expect(citizens.getRow(1).getCell(2).value).toBe("Họ và tên / Full name");
    const rowsOf = (sheet: ExcelJS.Worksheet) => sheet.getRows(2, sheet.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    const hoa = rowsOf(citizens).find((cells) => cells[1] === "Nguyễn Thị Hoa")!;
    expect(hoa.slice(0, 7)).toEqual([
      "Công dân Việt Nam / Vietnamese",
      "Nguyễn Thị Hoa",
      "15/06/1988",
      "Nữ",
      "Việt Nam",
      "CCCD",
      "001188012345",
    ]);
    expect(rowsOf(foreign).find((cells) => cells[1] === "Emma Johnson")![0]).toBe("Người nước ngoài / Foreigner");
  });

  it("lists a room checked out on the night's day no more, and one that leaves the next morning still", async () => {
    const namesOn = async (date: string) => {
      const data = (await register(`date=${date}`)).body.data;
      return [...data.vietnamese, ...data.foreigners].map((row: { name: string }) => row.name);
    };
    // 20:02 in Hanoi on 10 March: the guests left before the night.
    await testDb
      .db()
      .update(bookingRooms)
      .set({ status: "checked_out", checkedOutAt: new Date("2026-03-10T13:02:00Z") })
      .where(eq(bookingRooms.id, ROOM_202));
    expect(await namesOn("2026-03-10")).not.toContain("Nguyễn Thị Hoa");
    expect(await namesOn("2026-03-09")).toContain("Nguyễn Thị Hoa");
    // 07:30 on 11 March: they slept there on the night of the 10th.
    await testDb
      .db()
      .update(bookingRooms)
      .set({ checkedOutAt: new Date("2026-03-11T00:30:00Z") })
      .where(eq(bookingRooms.id, ROOM_202));
    expect(await namesOn("2026-03-10")).toContain("Nguyễn Thị Hoa");
  });

  it("marks stays declared, by whom and when, and takes the mark back", async () => {
    const hoa = (await register("date=2026-03-10")).body.data.vietnamese.find((row: { name: string }) => row.name === "Nguyễn Thị Hoa");
    const mark = (body: unknown) =>
      callRoute(declare, {
        method: "POST",
        path: "/api/desk/properties/hanoi-old-quarter/guest-register/declarations",
        params: { tenant_id: "hanoi-old-quarter" },
        headers: { ...reception.headers(true), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await mark({ guest_ids: [hoa.guest_id], declared: true })).status).toBe(200);
    const declared = (await register("date=2026-03-10")).body.data.vietnamese.find(
      (row: { name: string }) => row.name === "Nguyễn Thị Hoa",
    );
    expect(declared).toMatchObject({
      declared_by: expect.stringContaining("reception@oldquarter.example"),
      declared_at: expect.stringMatching(/^\d{4}-/),
    });
    expect((await mark({ guest_ids: [hoa.guest_id], declared: false })).status).toBe(200);
    expect(
      (await register("date=2026-03-10")).body.data.vietnamese.find((row: { name: string }) => row.name === "Nguyễn Thị Hoa").declared_at,
    ).toBeNull();
    // A guest of another property is unknown here, and nothing is marked.
    const refused = await mark({ guest_ids: [hoa.guest_id, 999999], declared: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(["guest_ids.1"]);
  });

  it("is the desk's only: not a partner's key, not another property's staff, and a date must be real", async () => {
    expect((await register("date=2026-03-10", { token: DEMO_KEYS.all })).status).toBe(403);
    expect((await register("date=2026-03-10", reception, "danang-beach")).status).toBe(403);
    expect((await register("date=2026-02-30")).status).toBe(422);
    expect((await register("date=2026-03-10&format=pdf")).status).toBe(422);
  });
});
