import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { CheckinFormValues } from "./form-values";
import type { MessageKey, Translate } from "./translate";
import { toUpdateRequest } from "./update-request";

// The form is checked with the API's own schema (updateBookingSchema): the form's values
// become the payload the API would receive, zod checks it, and each issue goes back to the
// form field it came from, in the page's language. The schema's messages are English for
// partners; here an issue is translated by what it is (its code and bounds), not its text.
// zod and the schema load when the guest first touches the form, not with the page: they
// weigh about 36 KB gzipped, and the page must be readable on a weak connection before that.

let validation: Promise<typeof import("@/server/bookings/update-booking/schema")> | undefined;

/** Starts loading the schema (idempotent); the form calls it on its first focus. */
export function loadValidation() {
  validation ??= import("@/server/bookings/update-booking/schema").catch((error: unknown) => {
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

export function translateIssue(issue: z.core.$ZodIssue, t: Translate): string {
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
      return field === "birthday" || field === "identity_issue_date" ? t("v_date") : t("v_invalid");
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? t("v_required", { field: t(FIELD_LABELS[field] ?? "name").toLowerCase() }) : t("v_invalid");
    default:
      return t("v_invalid");
  }
}

export function checkinResolver(t: Translate, options: { initialNotes: string; today: string }): Resolver<CheckinFormValues> {
  return async (values, _context, resolverOptions) => {
    const request = toUpdateRequest(values, { initialNotes: options.initialNotes, photos: {} });
    const flat: Record<string, FieldError> = {};
    const add = (path: string | undefined, message: string, type = "validate") => {
      if (path && !flat[path]) flat[path] = { type, message };
    };

    const { updateBookingSchema } = await loadValidation();
    const parsed = updateBookingSchema.safeParse(request.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(request.formPathOf(issue.path.join(".")), translateIssue(issue, t), issue.code);
    }
    values.rooms.forEach((room, roomIndex) => {
      const kept = room.guests.filter((guest) => !guest.removed);
      if (kept.length > 0 && !kept.some((guest) => guest.key === room.primaryKey)) add(`rooms.${roomIndex}.primaryKey`, t("v_primary"));
      if (room.checkIn && kept.length === 0) add(`rooms.${roomIndex}.checkIn`, t("roomNeedsGuest"));
      room.guests.forEach((guest, guestIndex) => {
        if (!guest.removed && guest.birthday && guest.birthday > options.today) add(`rooms.${roomIndex}.guests.${guestIndex}.birthday`, t("v_birthdayFuture"));
      });
    });
    if (values.wantsInvoice && Object.values(values.invoice).some((value) => value.trim()) && !values.rooms[0]?.guests.some((guest) => !guest.removed)) {
      add("invoice.company", t("invoiceNeedsPrimary"));
    }

    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, resolverOptions) };
  };
}
