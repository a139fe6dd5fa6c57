import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { deskMessagesOf, type MessageKey } from "@/components/desk/message-tables";
import { formatMoney } from "@/i18n/format";
import { translatorFor } from "@/i18n/translate";
import { notifySepay } from "../sepay-notify";
import { PARTNER_KEY, bookingFromApi, checkInThroughApi, expectAccessible, signIn, vietnamDate } from "./desk-helpers";

// Money at the counter, at 1280 px (desk-1280) and at a phone's 360 px (desk-360), in Vietnamese
// and in English: a walk-in checked in tonight pays part of its stay by a bank transfer (a SePay
// notification), the check-out dialog's QR then asks only for the rest; a second transfer pays
// too much, the desk records the refund and the room checks out. Each walk books a stay of its
// own through Create Booking, so no other spec's booking is touched; the room is out at the end.

// A hotel of its own (e2e/fixtures/desk-money.json, loaded by the desk's server): eight rooms free
// tonight whatever the other specs book in the demo's, its own account, SePay key and manager.
const HUE = "hue-imperial";
const HUE_ACCOUNT = "0987654321001";
const MANAGER = { email: "manager@hue-imperial.example", password: "hue-manager-e2e-only" };
const OVERPAID = 100_000;
const partner = { authorization: `Bearer ${PARTNER_KEY}` };

/** A stay of one night from tonight in the first room type with a room free, checked in through the API. */
async function walkInCheckedIn(page: Page, request: APIRequestContext, name: string): Promise<{ code: string; unit: string }> {
  const [checkin, checkout] = [vietnamDate(0), vietnamDate(1)];
  const search = await request.get(
    `/api/v1/properties/${HUE}/room_types/search?checkin_date=${checkin}&checkout_date=${checkout}&occ_adults=1&occ_children=0`,
    { headers: partner },
  );
  expect(search.status(), await search.text()).toBe(200);
  const types = (await search.json()).data as { room_types: { id: string; quantity: number; rate_plans: { id: string }[] } }[];
  const free = types.map((type) => type.room_types).find((type) => type.quantity > 0 && type.rate_plans.length > 0);
  expect(free, "a room free tonight in Huế").toBeDefined();
  const created = await request.post(`/api/v1/properties/${HUE}/bookings`, {
    headers: partner,
    data: {
      checkin_date: checkin,
      checkout_date: checkout,
      customer: { name, phone: "0912345678" },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: free!.id, rate_plan_id: free!.rate_plans[0]!.id, occupancy: { adults: 1 } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const code = (await created.json()).data.code as string;
  const roomId = (await bookingFromApi(request, HUE, code)).booking_rooms[0]!.id;
  const units = (await (await page.request.get(`/api/desk/properties/${HUE}/bookings/${code}/rooms/${roomId}/units`)).json()).data as {
    units: { room_unit: string; conflicts: unknown[] }[];
  };
  const unit = units.units.find((candidate) => candidate.conflicts.length === 0)!.room_unit;
  const assigned = await request.post(`/api/v1/properties/${HUE}/bookings/${code}/rooms/${roomId}/assign`, {
    headers: partner,
    data: { room_unit: unit },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await checkInThroughApi(request, HUE, code, unit);
  return { code, unit };
}

/** Nothing wider than the window: at 360 px a wide table scrolls within itself, never the page. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function shot(page: Page, info: TestInfo, language: string, step: string) {
  await page.screenshot({ path: `test-results/desk-screens/${info.project.name}-part-payment-${language}-${step}.png`, fullPage: true });
}

for (const language of ["vi", "en"] as const) {
  test(`part payment by transfer, the QR asks for the rest, an overpayment refunded at the desk, the room out (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }, info) => {
    test.skip(!["desk-1280", "desk-360"].includes(info.project.name), "walked at 1280 px and 360 px");
    test.setTimeout(180_000);
    const t = translatorFor<MessageKey>(deskMessagesOf(language));
    const money = (amount: number) => formatMoney(language, "VND", amount);
    const digits = (text: string) => Number(text.replace(/[^\d-]/g, ""));
    await context.addCookies([{ name: "desk_lang", value: language, url: baseURL! }]);
    await signIn(page, MANAGER);
    const { code, unit } = await walkInCheckedIn(page, request, `Part payment ${language} (${info.project.name})`);

    await page.goto(`/desk/${HUE}/bookings/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
    await shot(page, info, language, "01-booking");
    await page.getByRole("button", { name: t("checkOut"), exact: true }).click();
    // Booked to tomorrow: charge the booked night.
    const charge = page.getByRole("dialog").getByRole("button", { name: t("chargeBookedNights") });
    if (await charge.isVisible().catch(() => false)) await charge.click();
    const dialog = page.getByRole("dialog");
    const due = digits(await dialog.getByTestId("checkout-balance").innerText());
    expect(due).toBeGreaterThan(OVERPAID);

    // The code asks for what is due.
    await dialog.getByRole("button", { name: t("showTransferQr") }).click();
    const qr = dialog.getByTestId("transfer-qr");
    await expect(qr.locator("svg")).toBeVisible();
    await expect(qr.getByTestId("transfer-amount")).toHaveText(money(due));
    const first = (await qr.getByTestId("transfer-reference").innerText()).trim();
    expect(first).toMatch(new RegExp(`^LQ${code}[A-Z0-9]{8}$`));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "02-qr-asks-all");

    // The guest pays part of it: the dialog sees it, and the code now asks only for the rest, under a new reference.
    const part = Math.floor(due / 2 / 1000) * 1000;
    const rest = due - part;
    const paidPart = await notifySepay(request, {
      tenant: HUE,
      accountNumber: HUE_ACCOUNT,
      amount: part,
      content: `MBVCB.1.${first.toLowerCase()}.CT tu 0123456789`,
    });
    expect(paidPart.status(), await paidPart.text()).toBe(200);
    await expect(qr.getByTestId("transfer-status")).toHaveText(t("transferRest", { received: money(part), due: money(rest) }), {
      timeout: 15_000,
    });
    await expect(qr.getByTestId("transfer-amount")).toHaveText(money(rest), { timeout: 15_000 });
    const second = (await qr.getByTestId("transfer-reference").innerText()).trim();
    expect(second).not.toBe(first);
    await expect(dialog.getByTestId("checkout-balance")).toHaveText(money(rest));
    // The page behind the dialog follows the same read: its payments list has the transfer.
    await expect(page.getByTestId("payments-list").locator("tr[data-kind=payment]")).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "03-qr-asks-rest");

    // A second transfer pays the rest and 100,000 more: the code is taken away, the surplus is named with what to do.
    const overpay = await notifySepay(request, {
      tenant: HUE,
      accountNumber: HUE_ACCOUNT,
      amount: rest + OVERPAID,
      content: `${second} thanh toan phong`,
    });
    expect(overpay.status(), await overpay.text()).toBe(200);
    await expect(qr.getByTestId("transfer-status")).toHaveText(t("transferSettled", { amount: money(due + OVERPAID) }), {
      timeout: 15_000,
    });
    await expect(qr.locator("svg")).toHaveCount(0);
    await expect(dialog.getByTestId("checkout-balance")).toHaveText(money(OVERPAID));
    await expect(dialog.getByText(t("overpaid"), { exact: true })).toBeVisible();
    const overpayment = dialog.getByTestId("overpayment");
    await expect(overpayment).toContainText(t("overpaidChoice", { amount: money(OVERPAID) }));
    // A manager may keep it as the guest's credit instead (with a reason): offered, looked at, not chosen here.
    await overpayment.getByRole("button", { name: t("keepAsCredit") }).click();
    const keep = overpayment.getByRole("form", { name: t("keepAsCredit") });
    await expect(keep.getByLabel(new RegExp(`^${t("paymentAmount")}`))).toHaveValue(String(OVERPAID));
    await expectAccessible(page);
    await shot(page, info, language, "04-keep-credit-offered");
    await keep.getByRole("button", { name: t("close") }).click();
    await expect(page.getByTestId("payments-list").locator("tr[data-kind=payment]")).toHaveCount(2);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "04-overpaid-refund-or-keep");

    // Check-out refuses while the surplus is neither refunded nor kept, and says so.
    await dialog.getByRole("button", { name: t("confirmCheckOut") }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t("amountOverpaid", { amount: money(OVERPAID) }));
    await shot(page, info, language, "05-checkout-refused");

    // The refund, recorded at the desk: amount, method, the bank's reference, the reason.
    await overpayment.getByRole("button", { name: t("refund"), exact: true }).click();
    const form = overpayment.getByRole("form", { name: t("recordRefund") });
    await expect(form.getByLabel(new RegExp(`^${t("paymentAmount")}`))).toHaveValue(String(OVERPAID));
    await form.getByLabel(t("method")).selectOption("bank_transfer");
    await form.getByLabel(t("refundBankReference")).fill(`FTREFUND${language.toUpperCase()}`);
    await form.getByLabel(t("reasonRequiredLabel")).fill(language === "vi" ? "Khách chuyển khoản thừa" : "The guest transferred too much");
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "06-refund-form");
    await form.getByRole("button", { name: t("recordRefund") }).click();
    await expect(dialog.getByTestId("checkout-balance")).toHaveText(money(0));
    await expect(dialog.getByText(t("ruleFullPaymentMet"))).toBeVisible();
    await expect(page.getByTestId("payments-list").locator("tr[data-kind=refund]")).toContainText(money(-OVERPAID));
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "07-refunded");

    await dialog.getByRole("button", { name: t("confirmCheckOut") }).click();
    await expect(dialog.getByRole("heading", { name: t("receiptTitle") })).toBeVisible();
    await expect(dialog.getByTestId("receipt-balance")).toHaveText(money(0));
    await shot(page, info, language, "08-checked-out");
    const booking = await bookingFromApi(request, HUE, code);
    expect(booking.booking_rooms[0]).toMatchObject({ room_unit: unit, checkin_status: "checked_out" });
    await dialog.getByRole("button", { name: t("close") }).click();

    // The printed receipt: both transfers and the refund, with their bank references; nothing owed either way.
    await page.goto(`/desk/${HUE}/bookings/${code}/receipt`);
    const refundRow = page.locator("tr[data-kind=refund]");
    await expect(refundRow).toContainText(t("refund"));
    await expect(refundRow.getByTestId("receipt-bank-reference")).toHaveText(`FTREFUND${language.toUpperCase()}`);
    await expect(page.locator("tr[data-kind=payment]")).toHaveCount(2);
    await expect(page.getByTestId("receipt-page-balance")).toHaveText(money(0));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await shot(page, info, language, "09-receipt");

    // The history says who refunded what and why.
    await page.goto(`/desk/${HUE}/bookings/${code}`);
    await expect(page.getByText(t("action_payment_refunded"), { exact: true }).first()).toBeVisible();
    await shot(page, info, language, "10-history");
  });
}
