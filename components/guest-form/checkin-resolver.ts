import { set, type FieldError, type FieldErrors, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { isDocumentNumber } from "@/server/domain/guest-registration";
import type { CheckinFormValues } from "./form-values";
import type { MessageKey, Translate } from "./message-types";
import { toUpdateRequest } from "./update-request";

// The form is checked with the API's own schema (guest-form-schema.ts: the part of updateBookingSchema a guest writes, the very same fields): the form's values
// become the payload the API would receive, zod checks it, and each issue goes back to the
// form field it came from, in the page's language. The schema's messages are English for
// partners; here an issue is translated by what it is (its code and bounds), not its text.
// zod and the schema load when the guest first touches the form, not with the page: they
// weigh about 36 KB gzipped, and the page must be readable on a weak connection before that.

let validation: Promise<typeof import("@/server/bookings/update-booking/guest-form-schema")> | undefined;

/** Starts loading the schema (idempotent); the form calls it on its first focus. */
export function loadValidation() {
  validation ??= import("@/server/bookings/update-booking/guest-form-schema").catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

const FIELD_LABELS: Record<string, MessageKey> = {
  name: "name",
  email: "email",
  phone: "phone",
  identity: "identity",
  address: "address",
  ward: "ward",
  city: "city",
  company: "invoiceCompany",
  tax_code: "invoiceTaxCode",
};

function translateIssue(issue: z.core.$ZodIssue, t: Translate): string {
  const field = String(issue.path.at(-1) ?? "");
  switch (issue.code) {
    case "too_small":
      return t("v_required", { field: t(FIELD_LABELS[field] ?? "name").toLowerCase() });
    case "too_big":
      return t("v_tooLong", { max: Number(issue.maximum) });
    case "invalid_format":
      if (issue.format === "email") return t("v_email");
      return field === "country" ? t("v_country") : t("v_invalid");
    case "invalid_value":
      return t("v_choice");
    case "custom":
      // Free text (server/domain/free-text.ts) says what it is in `params`, whatever the field.
      if (issue.params?.text === "one_line") return t("v_oneLine");
      if (issue.params?.text === "plain") return t("v_plainText");
      if (field === "email") return t("v_email");
      if (field === "phone") return t("v_phone");
      if (field === "tax_code") return t("v_taxCode");
      return field === "birthday" || field === "identity_issue_date" ? t("v_date") : t("v_invalid");
    case "invalid_type":
      return issue.input === undefined || issue.input === null
        ? t("v_required", { field: t(FIELD_LABELS[field] ?? "name").toLowerCase() })
        : t("v_invalid");
    default:
      return t("v_invalid");
  }
}

export function checkinResolver(t: Translate, options: { initialMessage: string; today: string }): Resolver<CheckinFormValues> {
  return async (values) => {
    // Every arrival time filled in is checked, changed or not.
    const request = toUpdateRequest(values, { initialMessage: options.initialMessage, initialArrivalHour: "", photos: {} });
    const flat: Record<string, FieldError> = {};
    const add = (path: string | undefined, message: string, type = "validate") => {
      if (path && !flat[path]) flat[path] = { type, message };
    };

    const { guestFormUpdateSchema } = await loadValidation();
    const parsed = guestFormUpdateSchema.safeParse(request.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(request.formPathOf(issue.path.join(".")), translateIssue(issue, t), issue.code);
    }
    values.rooms.forEach((room, roomIndex) => {
      const kept = room.guests.filter((guest) => !guest.removed);
      if (kept.length > 0 && !kept.some((guest) => guest.key === room.primaryKey)) add(`rooms.${roomIndex}.primaryKey`, t("v_primary"));
      // No rule for checking in an empty room: the form never checks in a room whose registration is incomplete (room-checkin.ts).
      room.guests.forEach((guest, guestIndex) => {
        if (guest.removed) return;
        const at = `rooms.${roomIndex}.guests.${guestIndex}`;
        if (guest.birthday && guest.birthday > options.today) add(`${at}.birthday`, t("v_birthdayFuture"));
        // The number's format, said as it is typed rather than when the room is checked in.
        // A guest someone else registered shows only the number's last digits: nothing to check here.
        const documentProblem = guest.masked ? undefined : documentNumberProblem(guest.identity, guest.id_type, guest.country);
        if (documentProblem) add(`${at}.identity`, t(documentProblem));
      });
    });
    if (
      values.wantsInvoice &&
      Object.values(values.invoice).some((value) => value.trim()) &&
      !values.rooms[0]?.guests.some((guest) => !guest.removed)
    ) {
      add("invoice.company", t("invoiceNeedsPrimary"));
    }

    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: nested(flat) };
  };
}

/** What is wrong with a typed ID number for its type (the registration rule), if anything; an empty one is the registration's to report. */
function documentNumberProblem(identity: string, idType: string, country: string): MessageKey | undefined {
  if (!identity.trim() || !idType || isDocumentNumber(identity, idType, country === "VN")) return undefined;
  if (idType === "identity_card") return country === "VN" ? "v_idCard" : undefined;
  return idType === "passport" ? "v_passport" : "v_otherDocument";
}

/**
 * The errors by dot path, nested as react-hook-form keeps them: what @hookform/resolvers'
 * toNestErrors does, without the native-validation part this form does not use (0.25 KB less
 * on the guest's phone).
 */
function nested(flat: Record<string, FieldError>): FieldErrors<CheckinFormValues> {
  const errors: FieldErrors<CheckinFormValues> = {};
  for (const [path, error] of Object.entries(flat)) set(errors, path, error);
  return errors;
}
