import { createHmac, timingSafeEqual } from "node:crypto";
import { currentInstant } from "@/server/domain/clock";
import { appSecret } from "@/server/security/app-secret";

// identity_image_urls are signed and expire within minutes (decisions.md): a URL copied out of
// a response or a log stops working soon after, and a changed one never works.

export const IDENTITY_IMAGE_URL_TTL_SECONDS = 5 * 60;

const nowSeconds = () => Math.floor(currentInstant().epochMilliseconds / 1000);

export function signIdentityImageUrl(storageKey: string, options: { ttlSeconds?: number; now?: number } = {}): string {
  const expires = (options.now ?? nowSeconds()) + (options.ttlSeconds ?? IDENTITY_IMAGE_URL_TTL_SECONDS);
  return `/api/v1/files/identity-images/${encodeURIComponent(storageKey)}?expires=${expires}&signature=${signature(storageKey, expires)}`;
}

export function verifyIdentityImageSignature(storageKey: string, expires: string | null, given: string | null, now = nowSeconds()): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires) || Number(expires) < now) return false;
  const expected = Buffer.from(signature(storageKey, Number(expires)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function signature(storageKey: string, expires: number): string {
  return createHmac("sha256", appSecret("identity-image-urls")).update(`${storageKey}\n${expires}`).digest("base64url");
}
