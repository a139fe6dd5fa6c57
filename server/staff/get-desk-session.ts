import { asc, eq, inArray } from "drizzle-orm";
import type { StaffRole } from "@/server/domain/enums";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { properties, staffUsers } from "@/server/platform/db/schema";
import { requireDeskSession } from "./require-desk-session";

/** Who is signed in, and the properties the header lets them choose from, with their role at each. */
export async function getDeskSession({ db, ctx }: { db: Queryable; ctx: AuthContext }) {
  const credential = requireDeskSession(ctx);
  const [staff] = await db
    .select({ name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, credential.staffUserId));
  const ids = ctx.properties === "all" ? [] : [...ctx.properties];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: properties.id,
            title: properties.title,
            currency: properties.currency,
            timezone: properties.timezone,
            require_full_payment_at_checkout: properties.requireFullPaymentAtCheckout,
          })
          .from(properties)
          .where(inArray(properties.id, ids))
          .orderBy(asc(properties.title));
  // The role is the session's (read with it): the header shows the settings to a manager only.
  const withRoles = rows.map((row) => ({ ...row, role: (credential.managerOf.has(row.id) ? "manager" : "receptionist") as StaffRole }));
  return { staff: staff!, properties: withRoles };
}

/** A property the signed-in staff member may work on, as the desk keeps it. */
export type DeskProperty = Awaited<ReturnType<typeof getDeskSession>>["properties"][number];
