"use client";

import { get, useFormContext, useFormState, useWatch, type FieldError } from "react-hook-form";
import { STAY_PURPOSES, VISA_KINDS } from "@/server/domain/enums";
import type { Credential } from "./credential";
import type { CheckinFormValues, GuestField } from "./form-values";
import { useReferenceList } from "./reference-data";
import type { Lang } from "@/i18n/languages";
import type { MessageKey, Translate } from "./message-types";
import { FormDateField } from "@/components/ui/date-field";
import styles from "./checkin.module.css";
import own from "./foreign-stay-fields.module.css";

// A foreign guest's visa, entry into Vietnam, purpose and intended end of stay (docs/checkin.md,
// "A foreigner's stay"). Its own chunk, loaded by guest-editor.tsx only once a guest's
// nationality is not VN, so a Vietnamese guest's phone never downloads it. Every field is
// optional here: the registration rules (server/domain/guest-registration.ts) say on save what
// a given visa or entry still lacks. The border gates come from the API's reference list, in the
// page's language, not from a table in this file.

type GuestPath = `rooms.${number}.guests.${number}`;

export default function ForeignStayFields(props: { path: GuestPath; guestKey: string; lang: Lang; credential: Credential; t: Translate }) {
  const { path, t } = props;
  const { register } = useFormContext<CheckinFormValues>();
  const formState = useFormState<CheckinFormValues>({ name: path });
  const entryPort = useWatch<CheckinFormValues>({ name: `${path}.entry_port` }) as string;
  const gates = useReferenceList(`border-gates?lang=${props.lang}`, props.credential);
  const idOf = (field: string) => `${props.guestKey}-${field}`;

  const field = (
    name: GuestField,
    label: MessageKey,
    input: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode,
    hint?: MessageKey,
  ) => {
    const error = (get(formState.errors, `${path}.${name}`) as FieldError | undefined)?.message;
    const describedBy = [hint ? `${idOf(name)}-hint` : "", error ? `${idOf(name)}-error` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={idOf(name)}>{t(label)}</label>
        {hint ? (
          <p id={`${idOf(name)}-hint`} className={styles.hint}>
            {t(hint)}
          </p>
        ) : null}
        {input(describedBy, error ? true : undefined)}
        {error ? (
          <p id={`${idOf(name)}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (name: GuestField, label: MessageKey, options: { type?: "date"; maxLength?: number; hint?: MessageKey } = {}) =>
    field(
      name,
      label,
      (describedBy, invalid) =>
        options.type === "date" ? (
          // Typed as the page's language writes dates, whatever the browser's locale (components/ui/date-field.tsx).
          <FormDateField<CheckinFormValues>
            id={idOf(name)}
            name={`${path}.${name}`}
            lang={props.lang}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        ) : (
          <input
            id={idOf(name)}
            type="text"
            autoComplete="off"
            maxLength={options.maxLength}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...register(`${path}.${name}`)}
          />
        ),
      options.hint,
    );
  const choice = (name: GuestField, label: MessageKey, options: readonly { value: string; label: string }[]) =>
    field(name, label, (describedBy, invalid) => (
      <select id={idOf(name)} aria-invalid={invalid} aria-describedby={describedBy} {...register(`${path}.${name}`)}>
        <option value="">{t("choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
  // "Another border gate" in the page's own words: the list names gates in Vietnamese or English only.
  const gateOptions = (gates.items ?? []).map((gate) => ({
    value: gate.code,
    label: gate.code === "other" ? t("entryPortAnother") : gate.name,
  }));
  // A gate on file stays selected while the list loads (or if it has left the list).
  if (entryPort && !gateOptions.some((option) => option.value === entryPort)) gateOptions.unshift({ value: entryPort, label: entryPort });
  const translated = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}_${value}` as MessageKey) }));

  return (
    <fieldset className={own.foreignStay}>
      <legend>{t("foreignStay")}</legend>
      <p className={styles.hint}>{t("foreignStayHint")}</p>
      <div className={styles.row}>
        {choice("visa_kind", "visaKind", translated(VISA_KINDS, "visa_kind"))}
        {text("visa_number", "visaNumber", { maxLength: 50 })}
      </div>
      <div className={styles.row}>
        {text("visa_expiry", "visaExpiry", { type: "date" })}
        {text("entry_date", "entryDate", { type: "date" })}
      </div>
      {choice("entry_port", "entryPort", gateOptions)}
      {gates.failed ? (
        <button type="button" className={styles.link} onClick={gates.retry}>
          {t("retry")}
        </button>
      ) : null}
      {entryPort === "other" ? text("entry_port_other", "entryPortOther", { maxLength: 100 }) : null}
      <div className={styles.row}>
        {choice("stay_purpose", "stayPurpose", translated(STAY_PURPOSES, "stay_purpose"))}
        {text("stay_until", "stayUntil", { type: "date", hint: "stayUntilHint" })}
      </div>
    </fieldset>
  );
}
