import { asc, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import type { Database } from "@/server/platform/db/database";
import { bookings, checkinMessages } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import { startSmtpMailbox, type SmtpMailbox } from "@/tests/support/smtp-mailbox";
import { messageFixture, type TestBooking } from "./checkin-message-fixture";

/** 10:00 in Ho Chi Minh City on 2026-03-10. */
export const NOW = Temporal.Instant.from("2026-03-10T03:00:00Z");

/** A real SMTP mailbox for the file's tests, SMTP_URL pointing at it, and the app's clock frozen at NOW. */
export function setUpMailbox(): () => SmtpMailbox {
  let mailbox: SmtpMailbox | undefined;
  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    freezeClock(undefined);
  });
  afterAll(async () => {
    await mailbox?.close();
  });
  return () => {
    vi.stubEnv("SMTP_URL", mailbox!.url);
    vi.stubEnv("APP_URL", "https://stay.example");
    vi.stubEnv("MAIL_FROM", "checkin@stay.example");
    return mailbox!;
  };
}

/** These test properties with their bookings (messageFixture), imported (and so scheduled) at NOW, the clock frozen there. */
export async function importProperties(db: Database, list: Parameters<typeof messageFixture>[0]): Promise<void> {
  freezeClock(NOW);
  await importFixture(db, messageFixture(list), { now: NOW });
}

/** The Saigon test property with these bookings, imported (and so scheduled) at NOW. */
export function importBookings(db: Database, list: TestBooking[]): Promise<void> {
  return importProperties(db, [{ id: "saigon", prefix: "SG", timezone: "Asia/Ho_Chi_Minh", bookings: list }]);
}

export async function messageRows(db: Database, code: string) {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.code, code));
  return db.select().from(checkinMessages).where(eq(checkinMessages.bookingId, booking!.id)).orderBy(asc(checkinMessages.dueAt));
}

export function advanceClock(to: Temporal.Instant | string): void {
  freezeClock(typeof to === "string" ? Temporal.Instant.from(to) : to);
}
