import { parseCookie } from "cookie";

// The one reader of a Cookie header (or document.cookie), for the server and the desk's pages
// alike, built on the `cookie` package's parser. Values come back as sent, not URL-decoded: what
// we read (session tokens, signed proofs, CSRF tokens, language codes) is written unencoded,
// and a signature is compared with the exact text it was issued as.

/**
 * The value of the first cookie in `header` named one of `names` (in the order the header lists
 * them, so `__Secure-x` and `x` are taken as the browser sent them); undefined when none is there.
 */
export function cookieValue(header: string | null | undefined, ...names: string[]): string | undefined {
  if (!header) return undefined;
  const jar = parseCookie(header, { decode: (value) => value });
  for (const [name, value] of Object.entries(jar)) if (names.includes(name)) return value;
  return undefined;
}
