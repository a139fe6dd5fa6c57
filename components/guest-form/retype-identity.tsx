"use client";

import { useState } from "react";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";

/**
 * A guest someone else registered is shown masked (name, ID's last 4 characters); to edit them
 * the guest retypes the whole ID number, which the server checks (docs/choices.md, "What a link
 * shows"). A number that does not end as the masked one is warned about once, since it may be
 * another person taking the place (the server then clears the hidden fields).
 */
export default function RetypeIdentity(props: {
  inputId: string;
  name: string;
  masked: string;
  t: Translate;
  onRetyped(identity: string): void;
}) {
  const { t } = props;
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // "•••• 6789" -> "6789" (server/domain/guest-masking.ts writes it so).
  const tail = props.masked.replace(/•/g, "").trim();

  const submit = () => {
    const typed = value.trim();
    if (typed === "") return setProblem(t("retypeIdEmpty"));
    const mismatch = t("retypeIdMismatch", { tail });
    if (
      tail !== "" &&
      !typed
        .toUpperCase()
        .replace(/[\s.\-/]/g, "")
        .endsWith(tail) &&
      problem !== mismatch
    )
      return setProblem(mismatch);
    props.onRetyped(typed);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={props.inputId}>{t("retypeIdLabel", { name: props.name })}</label>
      <p id={`${props.inputId}-hint`} className={styles.hint}>
        {t("retypeIdHint")}
      </p>
      <input
        id={props.inputId}
        type="text"
        autoComplete="off"
        maxLength={50}
        value={value}
        aria-describedby={`${props.inputId}-hint${problem ? ` ${props.inputId}-error` : ""}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            submit();
          }
        }}
      />
      {problem ? (
        <p id={`${props.inputId}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className={styles.secondary} onClick={submit}>
        {t("retypeIdContinue")}
      </button>
    </div>
  );
}
