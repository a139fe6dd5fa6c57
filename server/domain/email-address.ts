import isEmail from "validator/es/lib/isEmail";
import { isOneLine } from "./free-text";

// One check of an e-mail address for every place that takes one (a booker's, a guest's, an
// invoice's, the recipient of the check-in e-mail), on the server and in the guest's browser.
// validator's isEmail reads the address as the mail standards write it (RFC 5321/5322): a local
// part of dot-separated atoms, so no leading, trailing or doubled dot (".mai.anh@example.com"
// is refused), or a quoted string; a domain of valid labels with a top-level domain; at most 64
// and 254 characters. The local part is ASCII, as before (RFC 5321): an accented one ("nguyễn@")
// needs SMTPUTF8 all the way and is far more often a slip of the keyboard; a domain may be
// internationalised (nodemailer sends it as punycode). Imported per function (validator/es/lib/isEmail, about 2 KB gzipped with
// its helpers) so the check-in page does not download the whole library. A quoted local part may
// hold a line break for isEmail: refused here, as in any one-line field.

export const EMAIL_ADDRESS_MESSAGE = "Enter a valid e-mail address.";

export function isEmailAddress(address: string): boolean {
  return isOneLine(address) && isEmail(address, { allow_utf8_local_part: false });
}
