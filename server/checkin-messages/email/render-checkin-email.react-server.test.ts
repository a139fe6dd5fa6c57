import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { CheckinEmailInput } from "./checkin-email-input";

// `npm run worker` and the other scripts run with the react-server condition, where
// react-dom/server refuses to load: the e-mail must render there too (in a worker thread,
// render-checkin-email-in-worker-thread.ts). A real process started as those scripts are.

const FIXTURE = path.join(import.meta.dirname, "render-under-react-server.fixture.ts");

const input: CheckinEmailInput = {
  kind: "reminder",
  lang: "zh-TW",
  property: { name: "Sen <i>Hotel</i>", address: null, phone: null, checkinTime: "14:00" },
  booking: { code: "BK-9", customerName: "陳怡君", checkinDate: "2026-03-12", checkoutDate: "2026-03-13", rooms: 1, guests: 2 },
  checkinUrl: "https://stay.example.vn/c/Zq81",
  stopUrl: "https://stay.example.vn/checkin-messages/stop/abc",
  linkExpiresAt: "2026-03-13T05:00:00Z",
  timezone: "Asia/Ho_Chi_Minh",
};

it("renders in a process started with the react-server condition", { timeout: 120_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=react-server", FIXTURE, JSON.stringify(input)], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
  });
  const email = JSON.parse(stdout) as { reactDomServerLoads: boolean; subject: string; html: string; text: string; attachments: { cid: string; content: string }[] };
  expect(email.reactDomServerLoads).toBe(false);
  expect(email.subject).toBe("Sen <i>Hotel</i>：您今天抵達，請立即辦理線上入住");
  expect(email.html).toContain('lang="zh-TW"');
  expect(email.html).toContain("Sen &lt;i&gt;Hotel&lt;/i&gt;");
  expect(email.text).toContain(input.stopUrl);
  const { data, info } = await sharp(Buffer.from(email.attachments[0]!.content, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data).toBe(input.checkinUrl);
  expect(email.html).toContain(`src="cid:${email.attachments[0]!.cid}"`);
});
