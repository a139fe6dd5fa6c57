import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database, Queryable } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { recordPropertyChange } from "@/server/staff/record-property-change";
import { withTransaction } from "@/server/platform/db/transaction";
import { logger } from "@/server/platform/observability/logger";
import { NotFoundError } from "@/server/domain/errors";
import { forgetCachedProperty } from "@/server/properties/require-property";
import { rescheduleCheckinMessagesOfProperty } from "@/server/checkin-messages/schedule-checkin-messages";
import { requireManager } from "@/server/staff/require-manager";
import { checkinMessageSettingsOf, type CheckinMessageSettings } from "./message-settings-schema";

const COLUMNS = {
  checkinMessagesEnabled: properties.checkinMessagesEnabled,
  checkinMessageDaysBefore: properties.checkinMessageDaysBefore,
  checkinMessageTime: properties.checkinMessageTime,
  checkinReminderEnabled: properties.checkinReminderEnabled,
  checkinReminderTime: properties.checkinReminderTime,
};

const FIELDS = [
  ["checkin_messages.enabled", "enabled"],
  ["checkin_messages.days_before", "days_before"],
  ["checkin_messages.send_time", "send_time"],
  ["checkin_messages.reminder_enabled", "reminder_enabled"],
  ["checkin_messages.reminder_time", "reminder_time"],
] as const;

/** The property's online check-in e-mail settings, a manager's to read (the settings page). */
export async function getCheckinMessageSettings({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  const { property } = await requireManager(db, ctx, input.tenantId);
  const [row] = await db.select(COLUMNS).from(properties).where(eq(properties.id, property.id));
  if (!row) throw new NotFoundError("Property not found.");
  return { checkin_messages: checkinMessageSettingsOf(row) };
}

/**
 * A manager sets when the online check-in e-mails go: one transaction with the property row
 * locked, the change recorded in property_changes (who, each field before and after); a save
 * that changes nothing records nothing. The waiting messages of the bookings still to arrive
 * are rescheduled in the same transaction (switched off: skipped; a new time: moved).
 */
export async function setCheckinMessageSettings({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; settings: CheckinMessageSettings };
}): Promise<{ checkin_messages: CheckinMessageSettings }> {
  const result = await withTransaction(db, async (tx) => {
    const { staff, property } = await requireManager(tx, ctx, input.tenantId);
    const [row] = await tx.select(COLUMNS).from(properties).where(eq(properties.id, property.id)).for("update");
    if (!row) throw new NotFoundError("Property not found.");
    const before = checkinMessageSettingsOf(row);
    const after = input.settings;
    const changes = FIELDS.filter(([, key]) => before[key] !== after[key]).map(([field, key]) => ({
      field,
      before: before[key],
      after: after[key],
    }));
    if (changes.length > 0) {
      await tx
        .update(properties)
        .set({
          checkinMessagesEnabled: after.enabled,
          checkinMessageDaysBefore: after.days_before,
          checkinMessageTime: after.send_time,
          checkinReminderEnabled: after.reminder_enabled,
          checkinReminderTime: after.reminder_time,
        })
        .where(eq(properties.id, property.id));
      await recordPropertyChange(tx, { propertyId: property.id, staff, action: "checkin_messages.set", changes });
      await rescheduleCheckinMessagesOfProperty(tx, property.id);
    }
    return { propertyId: property.id, staffUserId: staff.staffUserId, changes };
  });
  if (result.changes.length > 0) {
    forgetCachedProperty(result.propertyId);
    logger.info(
      { property_id: result.propertyId, staff_user_id: result.staffUserId, changes: result.changes },
      "property check-in e-mail settings set",
    );
  }
  return { checkin_messages: input.settings };
}
