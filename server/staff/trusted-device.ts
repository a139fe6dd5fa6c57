import { cookieValue } from "@/server/domain/cookie-header";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256, sameSecret } from "@/server/platform/security/hmac";
import { isHttps } from "@/server/platform/security/is-https";

// OWASP's device cookies: the per-e-mail slowdown and the one-guess-in-flight rule are what a
// distributed attacker runs into, but they also hold up the receptionist, whose e-mail is the
// one under attack. A browser where a staff member has signed in before keeps a signed proof of
// it; a sign-in on that e-mail from that browser goes around the e-mail's wait and queue (not
// around the per-client lock or the password-check slots). An attacker without the cookie gains
// nothing from it; with the cookie's browser they already had the password.

const DEVICE_COOKIE = "desk_device";
/** Half a year: the desk's computer stays trusted across shifts and holidays. */
const DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
/** Staff who share one desk computer each keep their proof; the oldest goes past this. */
const MAX_PROOFS = 8;

interface Proof {
  expiresAt: number;
  mac: string;
}

function mac(email: string, expiresAt: number): string {
  return hmacSha256(appSecret("desk-device"), `${email.trim().toLowerCase()}|${expiresAt}`).toString("base64url");
}

/** The proofs the browser sent (`<expiry>.<mac>` joined by `~`), unexpired. */
function proofsIn(request: Request, nowSeconds: number): Proof[] {
  const value = cookieValue(request.headers.get("cookie"), DEVICE_COOKIE, `__Secure-${DEVICE_COOKIE}`);
  if (!value) return [];
  return value
    .split("~")
    .slice(0, MAX_PROOFS)
    .map((entry) => {
      const [expiry, signature] = entry.split(".");
      return { expiresAt: Number(expiry), mac: signature ?? "" };
    })
    .filter((proof) => Number.isSafeInteger(proof.expiresAt) && proof.expiresAt > nowSeconds && /^[\w-]{43}$/.test(proof.mac));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether this browser has signed in with this e-mail before (and its proof has not run out). */
export function isTrustedDevice(request: Request, email: string): boolean {
  return proofsIn(request, nowSeconds()).some((proof) => sameSecret(proof.mac, mac(email, proof.expiresAt)));
}

/**
 * The Set-Cookie line after a successful sign-in: a new proof for this e-mail beside the others
 * the browser kept. HttpOnly, sent to the sign-in route only.
 */
export function trustedDeviceCookie(request: Request, email: string): string {
  const now = nowSeconds();
  const expiresAt = now + DEVICE_LIFETIME_SECONDS;
  const kept = proofsIn(request, now).slice(-(MAX_PROOFS - 1));
  const value = [...kept, { expiresAt, mac: mac(email, expiresAt) }].map((proof) => `${proof.expiresAt}.${proof.mac}`).join("~");
  const https = isHttps(request);
  const name = https ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  return `${name}=${value}; Path=/api/desk/session; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_LIFETIME_SECONDS}${https ? "; Secure" : ""}`;
}
