import { Temporal } from "temporal-polyfill";
import { todayIn } from "@/server/domain/dates";

/** A property's online check-in settings (properties.checkinMessage*), as the schedule reads them. */
export interface CheckinMessageSettings {
  enabled: boolean;
  daysBefore: number;
  /** HH:mm, the property's wall clock. */
  time: string;
  reminderEnabled: boolean;
  reminderTime: string;
  timezone: string;
}

export interface PlannedCheckinMessage {
  kind: "invitation" | "reminder";
  dueAt: Temporal.Instant;
}

/**
 * When a booking's scheduled e-mails go (docs/checkin-messages.md, "The schedule"), in the
 * property's timezone: the invitation `daysBefore` days before arrival at `time`, or at once
 * when that moment has passed (a booking made late); the reminder on the arrival day at
 * `reminderTime`, only when the invitation leaves on an earlier day (a guest who booked this
 * morning has just been sent the link) and the reminder is still ahead. Nothing once the
 * arrival day is over. Pure: the callers decide who may receive them.
 */
export function planCheckinMessages(settings: CheckinMessageSettings, checkinDate: string, now: Temporal.Instant): PlannedCheckinMessage[] {
  if (!settings.enabled || checkinDate < todayIn(settings.timezone, now)) return [];
  const arrival = Temporal.PlainDate.from(checkinDate);
  const nominal = atWallClock(arrival.subtract({ days: settings.daysBefore }), settings.time, settings.timezone);
  const invitationAt = Temporal.Instant.compare(nominal, now) < 0 ? now : nominal;
  const planned: PlannedCheckinMessage[] = [{ kind: "invitation", dueAt: invitationAt }];
  if (!settings.reminderEnabled) return planned;
  const reminderAt = atWallClock(arrival, settings.reminderTime, settings.timezone);
  const invitationDay = todayIn(settings.timezone, invitationAt);
  if (invitationDay < checkinDate && Temporal.Instant.compare(reminderAt, invitationAt) > 0)
    planned.push({ kind: "reminder", dueAt: reminderAt });
  return planned;
}

/** A date at a wall-clock time in a timezone; a time skipped by a DST change moves forward, as clocks do. */
function atWallClock(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.Instant {
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).toInstant();
}
