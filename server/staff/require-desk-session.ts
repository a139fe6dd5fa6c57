import type { AuthContext } from "@/server/platform/auth/auth-context";
import { ForbiddenError } from "@/server/domain/errors";

/** The desk's own reads are for a receptionist's session only, not for partners' keys. */
export function requireDeskSession(ctx: AuthContext): Extract<AuthContext["credential"], { kind: "desk_session" }> {
  if (ctx.credential.kind !== "desk_session") throw new ForbiddenError("Only a desk session can do this.");
  return ctx.credential;
}
