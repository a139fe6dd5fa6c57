import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/platform/security/app-secret";

// The e-mail's "stop these e-mails" link names its booking (and property) in a token signed
// with the app's secret: it cannot be forged, nor changed to name another booking. It does not
// expire: a guest may click it from an old e-mail, and all it can do is stop messages.

const PREFIX = "cs_";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StopTokenClaims {
  propertyId: string;
  bookingId: string;
}

export function signStopToken(claims: StopTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ p: claims.propertyId, b: claims.bookingId })).toString("base64url");
  return `${PREFIX}${payload}.${mac(payload)}`;
}

/** The booking a genuine token names; undefined for anything else. */
export function verifyStopToken(token: string): StopTokenClaims | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  const [payload, signature] = token.slice(PREFIX.length).split(".");
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { p: unknown; b: unknown };
    if (typeof raw.p !== "string" || typeof raw.b !== "string" || !UUID.test(raw.b)) return undefined;
    return { propertyId: raw.p, bookingId: raw.b };
  } catch {
    return undefined;
  }
}

function mac(payload: string): string {
  return createHmac("sha256", appSecret("checkin-message-stop")).update(payload).digest("base64url");
}
