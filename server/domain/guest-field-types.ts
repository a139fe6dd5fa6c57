import * as z from "zod/mini";
import { EMAIL_ADDRESS_MESSAGE, isEmailAddress } from "./email-address";
import { isOneLine, ONE_LINE_ISSUE } from "./free-text";
import { isIsoDate } from "./iso-date";
import { PHONE_NUMBER_MESSAGE, toE164 } from "./phone-number";

// The zod types a guest's fields are written with (Update Booking's records, the check-in form),
// in the kernel so the guest record (guest-record.ts) can name each field's type. zod/mini: the
// guest's phone downloads them.

export const atMost = (max: number) => z.maxLength(max, `At most ${max} characters.`);

export const isoDate = z.string().check(z.refine(isIsoDate, "Use a real date written YYYY-MM-DD."));

/**
 * Dates are documented YYYY-MM-DD; the spec's schema labels them date-time, so a date-time's
 * date is accepted too (and only the length of one).
 */
export const documentedDate = z.pipe(
  z.pipe(
    z.string().check(atMost(40)),
    z.transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value)),
  ),
  isoDate,
);

/** One line (a name, a code, an address): no line break, no control character (docs/choices.md, "Free text stays text"). */
export const oneLine = () => z.refine<string>(isOneLine, ONE_LINE_ISSUE);
export const optionalText = (max: number) => z.nullish(z.string().check(z.trim(), atMost(max), oneLine()));
/** As the mail standard writes an address (server/domain/email-address.ts); the form says it on the field (`v_email`). */
export const email = () =>
  z.string().check(z.trim(), atMost(255), z.refine(isEmailAddress, EMAIL_ADDRESS_MESSAGE), z.meta({ format: "email" }));
/** Written as the guest likes (0912 345 678, +84 912...), stored in E.164 (server/domain/phone-number.ts). */
export const phone = z.nullish(
  z.pipe(
    z.string().check(
      z.trim(),
      atMost(50),
      z.refine((value) => value === "" || toE164(value) !== null, PHONE_NUMBER_MESSAGE),
      z.describe("Vietnamese local (0912 345 678) or international with + or 00; stored and answered in E.164 (+84912345678)"),
    ),
    z.transform((value) => (value === "" ? value : toE164(value)!)),
  ),
);
