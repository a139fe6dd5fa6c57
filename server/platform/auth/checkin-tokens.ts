import { createHmac, timingSafeEqual } from "node:crypto";
import { currentInstant } from "@/server/domain/clock";
import { appSecret } from "@/server/platform/security/app-secret";

// A guest's check-in link carries a token naming one recorded link (a `checkin_links` row),
// HMAC-signed so it cannot be forged or altered. The signature and the expiry are checked
// before any database read; whether the link is still recorded, unrevoked and unexpired is
// checked against its row (checkin-token-context.ts), so a link can be revoked.

const PREFIX = "ci_";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface CheckinTokenClaims {
  /** The `checkin_links` row: random, so two links of one booking differ. */
  linkId: string;
  propertyId: string;
  /** Unix seconds; the row's expires_at. */
  expiresAt: number;
}

export function signCheckinToken(claims: CheckinTokenClaims): string {
  const payload = Buffer.from(JSON.stringify({ l: claims.linkId, p: claims.propertyId, e: claims.expiresAt })).toString("base64url");
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
    const raw = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { l: unknown; p: unknown; e: unknown };
    // The link id is compared with a uuid column: whatever a token holds, the lookup must not fail.
    if (typeof raw.l !== "string" || !UUID.test(raw.l) || typeof raw.p !== "string") return undefined;
    if (typeof raw.e !== "number" || raw.e <= nowSeconds) return undefined;
    return { linkId: raw.l, propertyId: raw.p, expiresAt: raw.e };
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
