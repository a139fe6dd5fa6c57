// PostgreSQL's text cannot hold the NUL character (it refuses the whole statement), and a lone
// UTF-16 surrogate has no UTF-8 form (the driver would store U+FFFD instead of what was sent).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}
