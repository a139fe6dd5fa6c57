import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/database";
import { deskSessions } from "@/server/db/schema";
import { hashSessionToken } from "@/server/auth/desk-session-secrets";

/** Ends the session of this cookie (the row goes, so the cookie opens nothing even if kept). */
export async function signOut({ db, input }: { db: Database; input: { token: string } }): Promise<void> {
  await db.delete(deskSessions).where(eq(deskSessions.tokenHash, hashSessionToken(input.token)));
}
