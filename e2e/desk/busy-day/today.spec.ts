import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible, screenshot, signIn } from "../desk-helpers";

// Today on a day with every case (e2e/fixtures/desk-today.json, a Hội An hotel of its own that
// the desk's server loads; dates relative to today): the header's counts, the lists' parts and
// the rows' badges agree, arrivals come first and the first screen is useful at 360, 768 and
// 1280 px, and the guest register says what is wrong. Read-only: it passes on each project in turn.

const TENANT = "hoi-an-every-case";
const STAFF = { email: "reception@hoi-an-every-case.example", password: "hoi-an-reception-e2e-only" };

/** The rows under a part's heading ("Sắp đến (2)") of a board section. */
function partRows(section: Locator, title: string): Locator {
  return section
    .locator("div")
    .filter({ has: section.page().getByRole("heading", { level: 3, name: new RegExp(`^${title} \\(\\d+\\)$`) }) })
    .locator("li");
}

/** The number the header gives before a word ("2 sắp đến"). */
async function headerCount(page: Page, words: string): Promise<number> {
  const text = (await page.getByTestId("board-counts").textContent()) ?? "";
  const found = text.match(new RegExp(`(\\d+) ${words}(?: ·|$)`));
  expect(found, `"${words}" in "${text}"`).not.toBeNull();
  return Number(found![1]);
}

test("Today never contradicts itself: counts, lists and badges from one rule", async ({ page }, info) => {
  await signIn(page, STAFF);
  await page.goto(`/desk/${TENANT}`);
  const arrivals = page.getByRole("region", { name: /^Khách đến/ });
  const inHouse = page.getByRole("region", { name: /^Đang lưu trú/ });
  const departures = page.getByRole("region", { name: /^Khách đi/ });
  const attention = page.getByRole("region", { name: /^Cần xử lý/ });
  await expect(arrivals.getByRole("link", { name: /HAEXPECT/ })).toBeVisible();

  // Each count of the header is the number of rows under the heading of the same name.
  const pairs: [Locator, string, string][] = [
    [arrivals, "Sắp đến", "sắp đến"],
    [arrivals, "Đến một phần", "đến một phần"],
    [arrivals, "Đã đến", "đã đến"],
    [departures, "Quá giờ trả phòng", "quá giờ"],
    [departures, "Chờ trả phòng", "chờ trả phòng"],
    [departures, "Đã trả phòng", "đã trả phòng"],
  ];
  for (const [section, title, words] of pairs) expect(await partRows(section, title).count(), title).toBe(await headerCount(page, words));
  expect(await inHouse.locator("li").count()).toBe(await headerCount(page, "đang ở"));
  expect(await attention.locator("li").count()).toBe(await headerCount(page, "cần xử lý"));
  expect(await headerCount(page, "đã trả phòng")).toBeGreaterThan(0);

  // The day-use guest who never came is a no-show, and nowhere expected.
  await expect(attention.getByRole("link", { name: /HADAYUSE/ })).toContainText("Không đến");
  await expect(arrivals.getByRole("link", { name: /HADAYUSE/ })).toHaveCount(0);
  // One room in, one to come: partly arrived, each room's day on the row.
  const partly = partRows(arrivals, "Đến một phần").filter({ hasText: "HAPARTLY" });
  await expect(partly.getByTestId("room-days")).toContainText("102 đang ở");
  await expect(partly.getByTestId("room-days")).toContainText("103 chưa đến");
  await expect(partRows(arrivals, "Đã đến").filter({ hasText: "HAPARTLY" })).toHaveCount(0);
  // Checked out today: under "Đã trả phòng", counted in the header.
  await expect(partRows(departures, "Đã trả phòng").filter({ hasText: "HALEFTOK" })).toHaveCount(1);
  // In-house rows say when the guest leaves, never when they came.
  const staying = inHouse.getByRole("link", { name: /HAINHOUS/ });
  await expect(staying.getByTestId("board-hour")).toHaveText(/^Đi 12:00 \d{2}\/\d{2}\/\d{4}$/);
  await expect(inHouse.getByTestId("board-hour").filter({ hasText: /^Đến / })).toHaveCount(0);
  await expect(inHouse.getByRole("link", { name: /HALEAVES/ }).getByTestId("board-hour")).toHaveText("Trả phòng 23:59");
  await expectAccessible(page);
  await screenshot(page, info, "busy-today-vi");

  await page.getByRole("button", { name: /Chuyển sang tiếng Anh/ }).click();
  await expect(page.getByTestId("board-counts")).toContainText("partly arrived");
  await expect(
    page
      .getByRole("region", { name: /^In house/ })
      .getByRole("link", { name: /HAINHOUS/ })
      .getByTestId("board-hour"),
  ).toHaveText(/^Leaves 12:00 /);
  await screenshot(page, info, "busy-today-en");
});

test("arrivals first: the first screen shows an arrival, the header stays small", async ({ page }, info) => {
  await signIn(page, STAFF);
  await page.goto(`/desk/${TENANT}`);
  const firstArrival = page
    .getByRole("region", { name: /^Khách đến/ })
    .locator("li")
    .first();
  await expect(firstArrival).toBeVisible();
  const viewport = page.viewportSize()!;
  const row = (await firstArrival.boundingBox())!;
  // Without scrolling, the first arrival row is on screen whole.
  expect(row.y + row.height, `first arrival ends at ${row.y + row.height} px of ${viewport.height}`).toBeLessThanOrEqual(viewport.height);
  const header = (await page.locator("header").first().boundingBox())!;
  if (viewport.width <= 400) expect(header.height, "the desk header at 360 px").toBeLessThan(120);
  // The declarations and what needs attention: beside the arrivals at desk width, below them on a phone.
  const arrivals = (await page.getByRole("region", { name: /^Khách đến/ }).boundingBox())!;
  const declarations = (await page.getByRole("region", { name: "Khai báo lưu trú" }).boundingBox())!;
  if (viewport.width >= 700) expect(declarations.x).toBeGreaterThan(arrivals.x + arrivals.width - 1);
  else expect(declarations.y).toBeGreaterThan(arrivals.y + arrivals.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `test-results/desk-screens/${info.project.name}-busy-today-first-screen.png` });
});

test("the first load after sign-in shows the board at once, never three loading lists", async ({ page }) => {
  const boardRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/desk\/properties\/[^/]+\/today/.test(request.url())) boardRequests.push(request.url());
  });
  await signIn(page, STAFF);
  await expect(page.getByRole("region", { name: /^Khách đến/ }).getByRole("link", { name: /HAEXPECT/ })).toBeVisible();
  // Never three "loading" lines: the board is one answer.
  await expect(page.getByText("Đang tải…", { exact: true })).toHaveCount(0);
  // The page's HTML already has the board (the server renders it with its answer) ...
  const html = await (await page.request.get(`/desk/${TENANT}`)).text();
  expect(html).toContain("HAEXPECT");
  // ... so the board needs no request to show; a later refresh asks one endpoint, never a second.
  for (const url of boardRequests) expect(new URL(url).pathname).toBe(`/api/desk/properties/${TENANT}/today`);
});

test("the register says what is wrong, and shows a foreigner's visa and entry", async ({ page }, info) => {
  await signIn(page, STAFF);
  await page.goto(`/desk/${TENANT}/guest-register`);
  const citizens = page.getByRole("region", { name: /^Công dân Việt Nam/ });
  const hanh = citizens.getByRole("row", { name: /Trần Thị Hạnh/ });
  await expect(hanh).toContainText("Không hợp lệ: số giấy tờ");
  await expect(hanh).not.toContainText("Thiếu: số giấy tờ");
  const foreigners = page.getByRole("region", { name: /^Người nước ngoài/ });
  for (const column of ["Thị thực", "Hạn thị thực", "Ngày nhập cảnh", "Cửa khẩu nhập cảnh"])
    await expect(foreigners.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  const emma = foreigners.getByRole("row", { name: /Emma Schulz/ });
  await expect(emma).toContainText("Thị thực điện tử EV20261234");
  await expect(emma).toContainText("Sân bay quốc tế Đà Nẵng");
  await screenshot(page, info, "busy-register-vi");
  await page.getByRole("button", { name: /Chuyển sang tiếng Anh/ }).click();
  await expect(page.getByRole("row", { name: /Trần Thị Hạnh/ })).toContainText("Invalid: ID number");
  await expect(page.getByRole("row", { name: /Emma Schulz/ })).toContainText("Da Nang International Airport");
  await screenshot(page, info, "busy-register-en");
});
