import { z } from "zod";
import { CLOCK_TIME } from "@/server/domain/clock-time";

/** HH:mm on the property's clock, as the column check (properties_checkin_messages_check) holds it. */
const clockTime = z.string().regex(CLOCK_TIME, "A time of day, HH:mm (24 h), for example 10:00.");

/**
 * A property's online check-in e-mails as the manager's settings write them (the desk's form
 * and its route parse with this one schema): on or off; the first e-mail `days_before` days
 * before arrival (0: on the arrival day) at `send_time`; the arrival-day reminder on or off and
 * its time. The bounds are the column check's.
 */
export const checkinMessageSettingsSchema = z.strictObject({
  enabled: z.boolean("On or off."),
  days_before: z
    .int("A whole number of days, 0 to 30.")
    .min(0, "A whole number of days, 0 to 30.")
    .max(30, "A whole number of days, 0 to 30."),
  send_time: clockTime,
  reminder_enabled: z.boolean("On or off."),
  reminder_time: clockTime,
});

export type CheckinMessageSettings = z.infer<typeof checkinMessageSettingsSchema>;

/** The settings of a property row. */
export function checkinMessageSettingsOf(row: {
  checkinMessagesEnabled: boolean;
  checkinMessageDaysBefore: number;
  checkinMessageTime: string;
  checkinReminderEnabled: boolean;
  checkinReminderTime: string;
}): CheckinMessageSettings {
  return {
    enabled: row.checkinMessagesEnabled,
    days_before: row.checkinMessageDaysBefore,
    send_time: row.checkinMessageTime,
    reminder_enabled: row.checkinReminderEnabled,
    reminder_time: row.checkinReminderTime,
  };
}
