"use client";

import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";

// The pieces every desk form shows the same way: a field's error under it (named by the
// field's aria-describedby), what went wrong beyond the fields, and the reason for the history.

/** aria-invalid and aria-describedby of a field whose error is shown by FieldError with the same id. */
export function invalidProps(id: string, message: string | undefined) {
  return { "aria-invalid": message ? true : undefined, "aria-describedby": message ? `${id}-error` : undefined } as const;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

/** What the API said of no field of the form, or the request's failure when no field shows one. */
export function FormError({ errors, error }: { errors: FieldErrors; error: unknown }) {
  const server = errors.root?.server?.message;
  if (server) {
    return (
      <p role="alert" className={styles.alert}>
        {server}
      </p>
    );
  }
  const fieldShown = Object.keys(errors).some((field) => field !== "root");
  return error && !fieldShown ? <ErrorMessage error={error} /> : null;
}

/** Why (kept in the booking's history): optional, or required where the rule says so. */
export function ReasonField(props: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  multiline?: boolean;
}) {
  const input = { id: props.id, className: styles.input, maxLength: 500, ...props.field, ...invalidProps(props.id, props.error) };
  return (
    <div className={styles.field} style={{ marginTop: 8 }}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.multiline ? <textarea rows={2} {...input} /> : <input {...input} />}
      <FieldError id={props.id} message={props.error} />
    </div>
  );
}
