import Negotiator from "negotiator";

/**
 * The language of `translated_name` (decisions.md): `en` when the caller prefers English
 * over Vietnamese; `vi` otherwise, including `*` and a missing header.
 */
export function preferredLanguage(acceptLanguage: string | null): "vi" | "en" {
  if (!acceptLanguage) return "vi";
  const ranked = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages(["vi", "en"]);
  const explicit = ranked.filter((language) => explicitlyNamed(acceptLanguage, language));
  return explicit[0] === "en" ? "en" : "vi";
}

/** `*` would rank both languages equally; only a language the header names can win. */
function explicitlyNamed(header: string, language: string): boolean {
  return header
    .split(",")
    .map((part) => part.split(";")[0]!.trim().toLowerCase())
    .some((tag) => tag === language || tag.startsWith(`${language}-`));
}
