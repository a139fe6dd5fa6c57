import { currentInstant } from "@/server/domain/clock";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256, sameSecret } from "@/server/platform/security/hmac";

// identity_image_urls are signed and expire within minutes (decisions.md): a URL copied out of
// a response or a log stops working soon after, and a changed one never works. Each URL also
// names, under its signature, the credential it was issued to, so the access log can say whose
// link served an image.

const IDENTITY_IMAGE_URL_TTL_SECONDS = 5 * 60;

const nowSeconds = () => Math.floor(currentInstant().epochMilliseconds / 1000);

export function signIdentityImageUrl(storageKey: string, options: { issuedTo: string; ttlSeconds?: number; now?: number }): string {
  const expires = (options.now ?? nowSeconds()) + (options.ttlSeconds ?? IDENTITY_IMAGE_URL_TTL_SECONDS);
  const query = new URLSearchParams({
    expires: String(expires),
    to: options.issuedTo,
    signature: signature(storageKey, expires, options.issuedTo),
  });
  return `/api/v1/files/identity-images/${encodeURIComponent(storageKey)}?${query}`;
}

/** Who the URL was issued to, when its signature holds and it has not expired; else undefined. */
export function verifyIdentityImageUrl(
  storageKey: string,
  params: { expires: string | null; to: string | null; signature: string | null },
  now = nowSeconds(),
): { issuedTo: string } | undefined {
  const { expires, to, signature: given } = params;
  if (!expires || !given || to === null || !/^\d{1,12}$/.test(expires) || Number(expires) < now) return undefined;
  return sameSecret(given, signature(storageKey, Number(expires), to)) ? { issuedTo: to } : undefined;
}

function signature(storageKey: string, expires: number, issuedTo: string): string {
  return hmacSha256(appSecret("identity-image-urls"), `${storageKey}\n${expires}\n${issuedTo}`).toString("base64url");
}
