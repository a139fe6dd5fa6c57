import type { AuthContext } from "@/server/platform/auth/auth-context";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256 } from "@/server/platform/security/hmac";
import { credentialLabel } from "@/server/documents/identity-image-grant";

/** Who made a change, as booking_changes recorded it (record-booking-change.ts). */
export interface RecordedActor {
  kind: "api_key" | "desk_session" | "checkin_token" | "integration";
  /** `kind:id` of the credential (api_key:<uuid>, desk_session:<staff user id>, checkin_token:<link id>). */
  actorId: string;
  /** The name copied when the change was made: the key's, the receptionist's, the link's. */
  name: string;
  /** For a receptionist still on staff: the display name now (staff_users.name). */
  staffName: string | null;
}

export interface HistoryActor {
  kind: RecordedActor["kind"];
  /** Opaque and stable for one reader: the same actor shows the same id, and nothing else. */
  id: string;
  /** The desk sees every actor's name; a partner only its own key's; otherwise null. */
  name: string | null;
}

/**
 * The actor of a history entry as `ctx` may see it (docs/choices.md, "Booking history"). A
 * partner's key reads other partners' changes on a property it shares, so it sees their kind
 * and an id, never their key's name nor a receptionist's: a name can say who the partner is
 * ("Agoda sync") and a receptionist's e-mail is personal data. The desk is the property's own
 * staff: it sees names, a receptionist's by the display name the desk shows everywhere.
 */
export function actorAsSeenBy(ctx: AuthContext, actor: RecordedActor): HistoryActor {
  const reader = credentialLabel(ctx);
  const desk = ctx.credential.kind === "desk_session";
  return {
    kind: actor.kind,
    // Scoped to the reader ("desk" for every receptionist): two partners cannot match their
    // ids to each other's, nor to a key's uuid, a guest's registered_by or an upload's.
    id: opaqueActorId(desk ? "desk" : reader, actor.actorId),
    name: desk ? deskName(actor) : actor.actorId === reader ? actor.name : null,
  };
}

/** A receptionist still on staff by today's display name; anyone else by the name recorded. */
function deskName(actor: RecordedActor): string {
  return actor.kind === "desk_session" ? (actor.staffName ?? actor.name) : actor.name;
}

/** `act_` and 20 characters of an HMAC of the reader's scope and the actor: not reversible, not guessable. */
function opaqueActorId(scope: string, actorId: string): string {
  const digest = hmacSha256(appSecret("history-actor-ids"), `${scope}\n${actorId}`).toString("base64url");
  return `act_${digest.slice(0, 20)}`;
}
