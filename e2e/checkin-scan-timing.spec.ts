import { test, type Locator, type Page } from "@playwright/test";
import { createCheckinLink } from "./checkin-helpers";
import { cccdCardPhoto, passportPagePhoto } from "./id-documents";

// `npm run bench:scan`: the time from the tap on "Choose a photo of the ID document" to the
// filled form, for a chip ID card's QR code and for a passport's MRZ, on the Pixel-sized page
// with the CPU slowed 4x (Chrome DevTools Protocol). Cold is the first read (the scanner's code,
// and for the MRZ the OCR worker, core and model, are fetched then); warm is the next one.
// Prints figures, asserts nothing; skipped unless BENCH_SCAN is set.

const BOOKING = { tenant: "hanoi-old-quarter", code: "HN4QRH9B" };

/** Milliseconds from the file input's change to the name field holding a value. */
async function timeRead(page: Page, guest: Locator, buffer: Buffer): Promise<number> {
  const name = guest.getByLabel("Full name");
  await name.fill("");
  const inputId = await guest.locator('input[type="file"][id$="scan-file"]').getAttribute("id");
  const done = page.evaluate(
    ({ inputId, nameId }) =>
      new Promise<number>((resolve) => {
        const input = document.getElementById(inputId) as HTMLInputElement;
        input.addEventListener(
          "change",
          () => {
            const start = performance.now();
            const poll = () =>
              (document.getElementById(nameId) as HTMLInputElement).value ? resolve(performance.now() - start) : setTimeout(poll, 5);
            poll();
          },
          { once: true },
        );
      }),
    { inputId: inputId!, nameId: (await name.getAttribute("id"))! },
  );
  await guest.locator(`[id="${inputId}"]`).setInputFiles({ name: "document.jpg", mimeType: "image/jpeg", buffer });
  return done;
}

test("time from the tap to the first QR and MRZ reads, CPU 4x slower", async ({ page, request }, info) => {
  test.skip(!process.env.BENCH_SCAN || info.project.name !== "checkin-pixel", "a measurement: npm run bench:scan");
  test.setTimeout(300_000);
  const card = await cccdCardPhoto({
    idNumber: "001190012345",
    name: "Nguyễn Thị Lan",
    birth: "15031990",
    gender: "Nữ",
    address: "Phường Cống Vị, Quận Ba Đình, Hà Nội",
  });
  const passport = await passportPagePhoto({
    surname: "MILLER",
    givenNames: "EMMA JANE",
    number: "X4K82719",
    nationality: "USA",
    birth: "870614",
    sex: "F",
    expiry: "320301",
  });
  const link = await createCheckinLink(request, BOOKING);
  await page.goto(`${link.path}?lang=en`);
  await page.getByRole("button", { name: "Add a guest" }).first().click();
  const guest = page.getByTestId("guest").last();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  const figures: [string, number][] = [];
  figures.push(["QR, cold", await timeRead(page, guest, card)]);
  figures.push(["QR, warm", await timeRead(page, guest, card)]);
  figures.push(["MRZ, cold (OCR worker, core and model fetched)", await timeRead(page, guest, passport)]);
  figures.push(["MRZ, warm", await timeRead(page, guest, passport)]);
  for (const [what, ms] of figures) console.log(`${what.padEnd(48)} ${(ms / 1000).toFixed(2)} s`);
});
