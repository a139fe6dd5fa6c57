// Text that people and partners type stays text (docs/choices.md, "Free text stays text"). A name,
// a code or an address is one line: a line break in a booker's name ("An\r\nBcc: ...") becomes a
// line of its own in the e-mail the hotel sends, and a control character is never part of a
// name. Notes and messages keep their line breaks (and tabs, pasted from a spreadsheet), but no
// other control character. Pure and tiny: the guest's browser runs it inside the form's schema.

// The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder
// what follows them: "\u202Efdp.exe" shows as "exe.pdf", and a name or a note could show the
// desk or a guest's e-mail other words than were sent. Nobody types them; the marks a
// right-to-left name may carry (U+200E, U+200F) stay allowed.

/** C0 and C1 control characters, DEL, the Unicode line and paragraph separators, the bidi controls. */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same, bar the line breaks (CR, LF and the Unicode separators) and the tab. */
const NOT_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A one-line field: no control character, no line break. */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** A field of several lines (notes, a message): line breaks and tabs, but no other control character. */
export function isPlainText(text: string): boolean {
  return !NOT_MULTI_LINE.test(text);
}

/**
 * The issue's `params`, so a form translates it by what it is, not by its English words
 * (components/guest-form/checkin-resolver.ts): `{ text: "one_line" }` or `{ text: "plain" }`.
 */
export const ONE_LINE_ISSUE = { error: "Write this on one line, without control characters.", params: { text: "one_line" } } as const;
export const PLAIN_TEXT_ISSUE = {
  error: "Line breaks are fine here, other control characters are not.",
  params: { text: "plain" },
} as const;

/**
 * Stored text shown where one line is expected (an e-mail's greeting, a heading): every run of
 * line breaks and control characters becomes one space. For what was stored before the check
 * above existed, or came in by another way (an import).
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, " ").trim();
}
