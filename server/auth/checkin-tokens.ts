import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { currentInstant } from "@/server/domain/clock";
import { appSecret } from "@/server/security/app-secret";

// A guest's check-in link carries a token bound to one booking of one property. It is
// stateless (HMAC-signed) so the guest pages need no session, and it expires: by default at
// the end of the booking's check-out day at the property.

const PREFIX = "ci_";

export interface CheckinTokenClaims {
  propertyId: string;
  bookingCode: string;
  /** Unix seconds. */
  expiresAt: number;
  /** Random, so two links of one booking differ and logs can tell them apart. */
  nonce: string;
}

export function signCheckinToken(claims: Omit<CheckinTokenClaims, "nonce">): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.propertyId, b: claims.bookingCode, e: claims.expiresAt, n: randomBytes(6).toString("base64url") }),
  ).toString("base64url");
  return `${PREFIX}${payload}.${mac(payload)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyCheckinToken(
  token: string,
  nowSeconds = Math.floor(currentInstant().epochMilliseconds / 1000),
): CheckinTokenClaims | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  const [payload, signature] = token.slice(PREFIX.length).split(".");
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { p: string; b: string; e: number; n: string };
    if (typeof raw.p !== "string" || typeof raw.b !== "string" || typeof raw.e !== "number" || raw.e <= nowSeconds) {
      return undefined;
    }
    return { propertyId: raw.p, bookingCode: raw.b, expiresAt: raw.e, nonce: raw.n };
  } catch {
    return undefined;
  }
}

export function isCheckinToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

function mac(payload: string): string {
  return createHmac("sha256", appSecret("checkin-tokens")).update(payload).digest("base64url");
}
