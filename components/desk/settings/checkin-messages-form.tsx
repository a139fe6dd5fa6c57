"use client";

import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { checkinMessageSettingsSchema, type CheckinMessageSettings } from "@/server/desk/online-checkin/message-settings-schema";
import styles from "../desk.module.css";
import { ErrorMessage } from "../error-message";
import { FieldError, FormError, invalidProps } from "../form-parts";
import { useI18n } from "../i18n";
import { onlineCheckinQueries, useSetCheckinMessageSettings } from "../online-checkin/queries";
import { useProperty } from "../property-context";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "../request-form";
import { TimeField } from "./time-field";

/** The request's fields are the form's own. */
const FIELDS = new Set(["enabled", "days_before", "send_time", "reminder_enabled", "reminder_time"]);
const fieldOf: FieldOf = (path) => (FIELDS.has(path) ? path : undefined);

/** A manager's settings: whether and when the online check-in e-mails go (server/desk/online-checkin/message-settings.ts). */
export function CheckinMessagesSettings() {
  const { t } = useI18n();
  const property = useProperty();
  const current = useQuery(onlineCheckinQueries.settings(property.id));
  const save = useSetCheckinMessageSettings(property.id);
  if (current.error) return <ErrorMessage error={current.error} />;
  if (!current.data) return <p className={styles.muted}>{t("loading")}</p>;
  return <CheckinMessagesForm key={JSON.stringify(current.data.checkin_messages)} settings={current.data.checkin_messages} save={save} />;
}

function CheckinMessagesForm({
  settings,
  save,
}: {
  settings: CheckinMessageSettings;
  save: ReturnType<typeof useSetCheckinMessageSettings>;
}) {
  const { t } = useI18n();
  const words: Record<string, string> = {
    days_before: t("checkinMessagesDaysInvalid"),
    send_time: t("checkinMessagesTimeInvalid"),
    reminder_time: t("checkinMessagesTimeInvalid"),
  };
  const form = useForm<CheckinMessageSettings>({
    defaultValues: settings,
    // The server's own schema: what the form accepts is what the route accepts.
    resolver: problemsResolver((values) => {
      const parsed = checkinMessageSettingsSchema.safeParse(values);
      return parsed.success ? {} : issueProblems(parsed.error.issues, fieldOf, (issue) => words[String(issue.path[0])] ?? issue.message);
    }),
  });
  const { errors } = form.formState;
  const enabled = useWatch({ control: form.control, name: "enabled" });
  const submit = form.handleSubmit((values) => save.mutate(values, { onError: (error) => placeApiErrors(error, form.setError, fieldOf) }));

  return (
    <section className={styles.panel} aria-labelledby="checkin-messages-title">
      <h2 id="checkin-messages-title">{t("checkinMessagesTitle")}</h2>
      <p className={styles.muted}>{t("checkinMessagesHint")}</p>
      <form onSubmit={submit} noValidate>
        <p>
          <label>
            <input type="checkbox" {...form.register("enabled")} /> {t("checkinMessagesEnabled")}
          </label>
        </p>
        {/* Left editable when switched off (a disabled field would be sent as nothing): the times wait for the switch. */}
        <div className={enabled ? undefined : styles.muted}>
          <div className={styles.row} style={{ alignItems: "flex-start" }}>
            <div className={styles.field}>
              <label htmlFor="checkin-days-before">{t("checkinMessagesDaysBefore")}</label>
              <input
                id="checkin-days-before"
                className={styles.input}
                type="number"
                inputMode="numeric"
                min={0}
                max={30}
                step={1}
                {...form.register("days_before", { valueAsNumber: true })}
                {...invalidProps("checkin-days-before", errors.days_before?.message)}
              />
              <FieldError id="checkin-days-before" message={errors.days_before?.message} />
            </div>
            <TimeField
              id="checkin-send-time"
              label={t("checkinMessagesTime")}
              field={form.register("send_time")}
              error={errors.send_time?.message}
            />
          </div>
          <p>
            <label>
              <input type="checkbox" {...form.register("reminder_enabled")} /> {t("checkinReminderEnabled")}
            </label>
          </p>
          <div className={styles.row} style={{ alignItems: "flex-start" }}>
            <TimeField
              id="checkin-reminder-time"
              label={t("checkinReminderTime")}
              field={form.register("reminder_time")}
              error={errors.reminder_time?.message}
            />
          </div>
        </div>
        <FormError errors={errors} error={save.error} />
        {save.isSuccess && !save.isPending ? (
          <p role="status" className={styles.success}>
            {t("saved")}
          </p>
        ) : null}
        <div className={styles.row} style={{ marginTop: 8 }}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={save.isPending}>
            {t("checkinMessagesSave")}
          </button>
        </div>
      </form>
    </section>
  );
}
