"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "../desk.module.css";
import { FieldError, invalidProps } from "../form-parts";

/** A time of day (HH:mm on the property's clock) with its label and its error under it. */
export function TimeField({
  id,
  label,
  field,
  error,
}: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} type="time" {...field} {...invalidProps(id, error)} />
      <FieldError id={id} message={error} />
    </div>
  );
}
