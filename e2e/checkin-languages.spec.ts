import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { messagesOf } from "@/components/checkin/i18n";
import { formatMoney } from "@/i18n/format";
import { GUEST_LANGUAGES, LANGUAGE_NAMES, type Lang } from "@/i18n/languages";
import { notifySepay } from "./sepay-notify";
import { createCheckinLink, DEMO_KEY, expectNoHorizontalScroll, readBooking, screenshot, type DemoBooking } from "./checkin-helpers";

// The guest page in each of its six languages at 360 px: two guests of the language's country
// registered and checked in, to the finished view, with axe clean and nothing wider than the
// screen on the way. Every label is read from the language's own table, so a word the page
// shows differently from its table fails here. The rooms are the e2e homestay's
// (e2e/fixtures/guest-languages.json, loaded into the check-in server only): eight, free tonight,
// and open for online check-in from midnight (allow_early_checkin), so the walks run at any hour.

const TENANT = "hoian-riverside";
const ROOM_TYPE = "6f1d2c3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const RATE_PLAN = "RPHARV0001";
const ACCOUNT = "8806123456"; // its bank account, in the fixture

interface Guest {
  name: string;
  identity: string;
}

// The guests of each language's walk: its country (Vietnam's citizens show their CCCD, the others a passport).
const WALKS: Record<Lang, { country: string; guests: [Guest, Guest]; city: string }> = {
  vi: {
    country: "VN",
    guests: [
      { name: "Nguyễn Văn An", identity: "001203004567" },
      { name: "Trần Thị Bình", identity: "001303004568" },
    ],
    city: "",
  },
  en: {
    country: "GB",
    guests: [
      { name: "Oliver Smith", identity: "533380006" },
      { name: "Amelia Brown", identity: "533380007" },
    ],
    city: "London",
  },
  "zh-CN": {
    country: "CN",
    guests: [
      { name: "Wang Wei", identity: "E12345678" },
      { name: "Li Na", identity: "E12345679" },
    ],
    city: "上海",
  },
  ko: {
    country: "KR",
    guests: [
      { name: "Kim Min-jun", identity: "M12345678" },
      { name: "Lee Seo-yeon", identity: "M12345679" },
    ],
    city: "서울",
  },
  "zh-TW": {
    country: "TW",
    guests: [
      { name: "Chen Yi-ting", identity: "312345678" },
      { name: "Lin Chia-hao", identity: "312345679" },
    ],
    city: "臺北",
  },
  ja: {
    country: "JP",
    guests: [
      { name: "Sato Haruto", identity: "TK1234567" },
      { name: "Suzuki Yui", identity: "TK1234568" },
    ],
    city: "東京",
  },
};

const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by its label, whether or not the page marks it required after it. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}`)).first();

async function bookTonight(request: APIRequestContext, name: string): Promise<DemoBooking> {
  const answer = await request.post(`/api/v1/properties/${TENANT}/bookings`, {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: {
      checkin_date: day(0),
      checkout_date: day(1),
      customer: { name, phone: "0912345678" },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: ROOM_TYPE, rate_plan_id: RATE_PLAN, occupancy: { adults: 2 } }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { tenant: TENANT, code: (await answer.json()).data.code };
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a9bb0" } })
    .jpeg()
    .toBuffer();

for (const lang of GUEST_LANGUAGES) {
  test(`in ${LANGUAGE_NAMES[lang]} (${lang}): two guests checked in to the finished view at 360 px`, async ({ page, request }, info) => {
    // One phone project: the homestay's eight rooms serve one walk per language.
    test.skip(info.project.name !== "checkin-pixel", "one phone project (360 px) books the homestay's rooms");
    test.setTimeout(180_000);
    const t = messagesOf(lang);
    const walk = WALKS[lang];
    const countryName = new Intl.DisplayNames([lang], { type: "region" }).of(walk.country)!;
    const booking = await bookTonight(request, `Walk ${lang}`);
    const link = await createCheckinLink(request, booking);
    await page.goto(`${link.path}?lang=${lang}`);

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByText(t.pageTitle, { exact: true })).toBeVisible();
    await expect(page.locator("details summary").first()).toContainText(LANGUAGE_NAMES[lang]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `languages-${lang}-01-first-screen`, false);
    await expectAxeClean(page);

    const room = page.locator("form").getByRole("heading", { level: 3 }).first().locator("..");
    for (const [index, guest] of walk.guests.entries()) {
      await room.getByRole("button", { name: t.addGuest }).click();
      const card = room.getByTestId("guest").nth(index);
      const nationality = card.getByRole("combobox", { name: new RegExp(`^${escape(t.nationality)}`) });
      if (index === 0 && (await nationality.inputValue()) !== countryName) await pick(page, nationality, countryName, countryName);
      await expect(nationality).toHaveValue(countryName);
      await field(card, t.name).fill(guest.name);
      await field(card, t.birthday).fill(index === 0 ? "1988-05-14" : "1991-09-02");
      await field(card, t.gender).selectOption(index === 0 ? "male" : "female");
      if (walk.country === "VN") {
        await field(card, t.idType).selectOption("identity_card");
        await field(card, t.identity).fill(guest.identity);
        await pick(page, card.getByRole("combobox", { name: new RegExp(`^${escape(t.city)}`) }), "da nang", "Thành phố Đà Nẵng");
        await pick(page, card.getByRole("combobox", { name: new RegExp(`^${escape(t.ward)}`) }), "hoi an", "Phường Hội An");
      } else {
        await field(card, t.idType).selectOption("passport");
        await field(card, t.identity).fill(guest.identity);
        await card.getByLabel(t.cityFree, { exact: true }).fill(walk.city);
        const chooser = page.waitForEvent("filechooser");
        await card.locator("label", { hasText: new RegExp(`^${escape(t.pickPhoto)}$`) }).click();
        await (await chooser).setFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: await photo() });
        await expect(card.getByText(`✓ ${t.photoSent}`)).toBeVisible({ timeout: 30_000 });
        const stay = card.getByRole("group", { name: t.foreignStay });
        await field(stay, t.visaKind).selectOption("exemption_unilateral");
        await field(stay, t.visaNumber).fill(`EX${guest.identity}`);
        await field(stay, t.visaExpiry).fill(day(45));
        await field(stay, t.entryDate).fill(day(-1));
        const port = field(stay, t.entryPort);
        await port.selectOption({ index: 1 });
        await field(stay, t.stayPurpose).selectOption("tourism");
      }
      if (index === 0) {
        await expectNoHorizontalScroll(page);
        await screenshot(page, info, `languages-${lang}-02-first-guest`);
        await expectAxeClean(page);
      }
      await card.getByRole("button", { name: t.done }).click();
    }
    await expect(room.getByTestId("room-missing")).toHaveText(`✓ ${t.nothingMissing}`);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `languages-${lang}-03-ready`, false);

    // The button says what it does: the room it checks in (the homestay's rooms have no number until the desk assigns one).
    await page.getByRole("button", { name: t.saveAndCheckinRooms.replace("{rooms}", "Garden Double"), exact: true }).click();
    const finished = page.getByTestId("finished");
    await expect(finished.getByRole("heading", { level: 2 })).toBeFocused({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `languages-${lang}-04-finished`);
    await expectAxeClean(page);

    // The night is due: the finished view offers its VietQR code, shown on the guest's tap (a POST:
    // viewing the page writes nothing); the bank's notification (SePay) pays it, and the page says
    // so without a reload.
    const panel = page.getByTestId("pay-panel");
    await expect(panel.getByRole("heading", { name: t.payTitle })).toBeVisible();
    await panel.getByRole("button", { name: t.payShowCode }).click();
    const transfer = panel.getByTestId("transfer-qr");
    await expect(
      transfer.getByRole("img", { name: t.payQrLabel.replace("{amount}", formatMoney(lang, "VND", 850000)), exact: true }),
    ).toBeVisible();
    const reference = (await transfer.getByTestId("transfer-reference").textContent())!.trim();
    expect(reference).toMatch(new RegExp(`^LQ${booking.code}[A-Z0-9]{8}$`));
    await screenshot(page, info, `languages-${lang}-05-transfer-qr`);
    const notified = await notifySepay(request, {
      tenant: TENANT,
      accountNumber: ACCOUNT,
      amount: 850000,
      content: `${reference} chuyen tien phong`,
      gateway: "BIDV",
      referenceCode: `FT26331${lang.replace("-", "")}`,
    });
    expect(notified.status(), await notified.text()).toBe(200);
    await expect(finished.getByTestId("paid-in-full")).toHaveText(`✓ ${t.paidInFull}`, { timeout: 20_000 });
    await expect(transfer).toHaveCount(0);
    await expect(panel).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `languages-${lang}-06-paid`, false);

    const after = await readBooking(request, booking);
    expect(after.booking_rooms[0].checkin_status).toBe("checked_in");
    expect(after.booking_rooms[0].registration).toMatchObject({ complete: true, missing: [] });
    expect(after.booking_rooms[0].guests.map((guest: { name: string }) => guest.name)).toEqual(walk.guests.map((guest) => guest.name));
  });
}
