import fs from "node:fs";
import path from "node:path";
import { Temporal } from "temporal-polyfill";
import type { Database } from "@/server/platform/db/database";
import { importFixture } from "@/server/fixtures/import-fixture";
import { freezeClock } from "@/server/domain/clock";

/** The demo fixture's API keys (drizzle/fixtures/demo.json). */
export const DEMO_KEYS = {
  all: "lpk_demo_all_QK74KH",
  readHanoi: "lpk_demo_read_U4SKGY",
  revoked: "lpk_demo_revoked",
} as const;

/** The demo fixture's SePay receiver keys (bank_account.sepay_webhook_key), published like its API keys. */
export const DEMO_SEPAY_KEYS = {
  hanoi: "demo-sepay-hanoi-old-quarter-7Q2M",
  danang: "demo-sepay-danang-beach-4KX9",
} as const;

/** A fixed "now" so relative dates in the fixture resolve the same in every run: Hanoi's 2026-03-10. */
export const DEMO_NOW = Temporal.Instant.from("2026-03-10T03:00:00Z");

let demo: unknown;

/** Loads the demo fixture as of `now` and freezes the business clock there, so its relative dates hold. */
export async function loadDemo(db: Database, now: Temporal.Instant = DEMO_NOW): Promise<void> {
  freezeClock(now);
  demo ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle", "fixtures", "demo.json"), "utf8"));
  await importFixture(db, demo, { now });
}
