"use client";

import { useFormContext, useFormState } from "react-hook-form";
import type { CheckinFormValues } from "./form-values";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";

/**
 * The guest's expected arrival time (optional), saved as the booking's `arrival_hour` with the
 * next save when changed (update-request.ts). It starts with the booking's hour (docs/checkin.md, "Arrival time").
 */
export function ArrivalTimeField({ t }: { t: Translate }) {
  const { register, control } = useFormContext<CheckinFormValues>();
  const { errors } = useFormState({ control, name: "arrivalHour" });
  const error = errors.arrivalHour?.message;
  return (
    <div className={`${styles.field} ${styles.arrivalField}`}>
      <label htmlFor="arrival-hour">{t("arrivalTime")}</label>
      <input
        id="arrival-hour"
        type="time"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "arrival-hour-hint arrival-hour-error" : "arrival-hour-hint"}
        {...register("arrivalHour")}
      />
      <p id="arrival-hour-hint" className={styles.hint}>
        {t("arrivalTimeHint")}
      </p>
      {error ? (
        <p id="arrival-hour-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
