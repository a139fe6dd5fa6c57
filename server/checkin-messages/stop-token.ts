import { signPayload, verifyPayload } from "@/server/platform/security/signed-payload";
import { isUuid } from "@/server/domain/uuid";

// The e-mail's "stop these e-mails" link names its booking (and property) in a token signed
// with the app's secret: it cannot be forged, nor changed to name another booking. It does not
// expire: a guest may click it from an old e-mail, and all it can do is stop messages.

const PREFIX = "cs_";
const PURPOSE = "checkin-message-stop";

export interface StopTokenClaims {
  propertyId: string;
  bookingId: string;
}

export function signStopToken(claims: StopTokenClaims): string {
  return signPayload(PURPOSE, PREFIX, { p: claims.propertyId, b: claims.bookingId });
}

/** The booking a genuine token names; undefined for anything else. */
export function verifyStopToken(token: string): StopTokenClaims | undefined {
  const raw = verifyPayload(PURPOSE, PREFIX, token);
  if (!raw || typeof raw.p !== "string" || !isUuid(raw.b)) return undefined;
  return { propertyId: raw.p, bookingId: raw.b };
}
