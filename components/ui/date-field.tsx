"use client";

import { useState, type InputHTMLAttributes, type Ref } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import type { Lang } from "@/i18n/languages";
import { datePattern, formatDateText, parseDateText } from "./date-text";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange" | "type" | "lang">;

/**
 * A date typed as the language writes it (dd/MM/yyyy in Vietnamese, date-text.ts), whatever the
 * browser's locale, where `<input type="date">` followed the browser (11/28/2026 on an English
 * PC, a birth date typed day first stored month first). `value` and `onChange` are the form's:
 * ISO yyyy-MM-dd once the text is a date, "" when empty, and the text itself while it is not a
 * date (the form's check then says so). A value set from outside (a scan, a draft) is shown in
 * the language's order; leaving the field writes a date typed loosely ("5/12/1990") in full.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  lang,
  inputRef,
  ...input
}: InputProps & {
  value: string;
  onChange(value: string): void;
  lang: Lang;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [shown, setShown] = useState(() => ({ value, text: formatDateText(value, lang) }));
  // The form's value changed from outside (reset, scan, another field): show it.
  if (shown.value !== value) setShown({ value, text: formatDateText(value, lang) });
  return (
    <input
      {...input}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete={input.autoComplete ?? "off"}
      placeholder={datePattern(lang)}
      value={shown.text}
      onChange={(event) => {
        const text = event.target.value;
        const next = parseDateText(text, lang) ?? text;
        setShown({ value: next, text });
        onChange(next);
      }}
      onBlur={(event) => {
        setShown((current) => ({ ...current, text: formatDateText(current.value, lang) }));
        onBlur?.(event);
      }}
    />
  );
}

/** DateField bound to a react-hook-form field (the form's context, or `control` where there is none). */
export function FormDateField<Values extends FieldValues>({
  name,
  control,
  ...props
}: InputProps & { name: Path<Values>; control?: Control<Values>; lang: Lang }) {
  const { field } = useController({ name, control });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
