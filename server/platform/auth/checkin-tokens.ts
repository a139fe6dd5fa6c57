import { randomInt } from "node:crypto";
import { currentInstant } from "@/server/domain/clock";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256 } from "@/server/platform/security/hmac";
import { signPayload, verifyPayload } from "@/server/platform/security/signed-payload";
import { isUuid } from "@/server/domain/uuid";

// A guest's check-in link carries a token naming one recorded link (a `checkin_links` row),
// HMAC-signed so it cannot be forged or altered. The signature and the expiry are checked
// before any database read; whether the link is still recorded, unrevoked and unexpired is
// checked against its row (checkin-token-context.ts), so a link can be revoked.

const PREFIX = "ci_";
const PURPOSE = "checkin-tokens";

export interface CheckinTokenClaims {
  /** The `checkin_links` row: random, so two links of one booking differ. */
  linkId: string;
  propertyId: string;
  /** Unix seconds; the row's expires_at. */
  expiresAt: number;
}

export function signCheckinToken(claims: CheckinTokenClaims): string {
  return signPayload(PURPOSE, PREFIX, { l: claims.linkId, p: claims.propertyId, e: claims.expiresAt });
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function verifyCheckinToken(
  token: string,
  nowSeconds = Math.floor(currentInstant().epochMilliseconds / 1000),
): CheckinTokenClaims | undefined {
  const claims = genuineCheckinTokenClaims(token);
  return claims && claims.expiresAt > nowSeconds ? claims : undefined;
}

/**
 * The claims of a token this app signed, expired or not; undefined for anything else. Only the
 * app can sign, so telling its holder "expired" reveals nothing a forger could use.
 */
export function genuineCheckinTokenClaims(token: string): CheckinTokenClaims | undefined {
  const raw = verifyPayload(PURPOSE, PREFIX, token);
  // The link id is compared with a uuid column: whatever a token holds, the lookup must not fail.
  if (!raw || !isUuid(raw.l) || typeof raw.p !== "string" || typeof raw.e !== "number") return undefined;
  return { linkId: raw.l, propertyId: raw.p, expiresAt: raw.e };
}

export function isCheckinToken(token: string): boolean {
  return token.startsWith(PREFIX);
}

// The QR code at the desk carries `/c/<short id>` instead of the whole token, so it has far fewer
// modules and scans from a phone at arm's length. The short id names the link's row; the app
// makes the token again from the row (its id, property and expiry). The id itself is a bearer
// credential: the row keeps only its HMAC (hashShortLinkId), never the id.

/** Crockford's base32 alphabet in lower case: no i, l, o or u to misread. */
export const SHORT_ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const SHORT_ID_LENGTH = 12;
const SHORT_ID = new RegExp(`^[${SHORT_ID_ALPHABET}]{${SHORT_ID_LENGTH}}$`);

/** 12 characters of 5 random bits each (60 bits), from the operating system's CSPRNG. */
export function newShortLinkId(): string {
  return Array.from({ length: SHORT_ID_LENGTH }, () => SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)]).join("");
}

/**
 * What the row stores of a short id: HMAC-SHA256 under the app's secret, hex. Not a plain SHA-256
 * as for API keys: those hold 256 random bits, a short id only 60, and a copy of the table with
 * 100,000 live links would give up one of them after about 2^43 guesses (minutes on one GPU).
 * Keyed, the table alone gives nothing to guess against. Deterministic, so the lookup stays one
 * probe of the unique index.
 */
export function hashShortLinkId(id: string): string {
  return hmacSha256(appSecret("short-links"), id).toString("hex");
}

/** A short id as typed or scanned, in its stored form; undefined when it cannot be one (nothing is looked up). */
export function parseShortLinkId(value: string): string | undefined {
  if (value.length !== SHORT_ID_LENGTH) return undefined;
  const id = value.toLowerCase();
  return SHORT_ID.test(id) ? id : undefined;
}
