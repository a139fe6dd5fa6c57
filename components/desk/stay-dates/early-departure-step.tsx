"use client";

import { useForm } from "react-hook-form";
import { formatDate } from "@/i18n/format";
import styles from "../desk.module.css";
import { Dialog } from "../dialog";
import { FormError, ReasonField } from "../form-parts";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { useChangeRoomDates } from "../queries";
import { placeApiErrors, problemsResolver, type FormProblems } from "../request-form";
import { nightsDelta, stayDatesFieldOf } from "./stay-dates-form";

/**
 * Asked before checking out a room whose booked stay goes on after today: charge the booked
 * nights (the plain check-out), or shorten the stay to today first through the dates API,
 * whose reason (required here) goes in the booking's history. Either way the check-out follows.
 */
export function EarlyDepartureStep({
  code,
  roomId,
  roomLabel,
  stay,
  shortenTo,
  onCharge,
  onShortened,
  onClose,
}: {
  code: string;
  roomId: string;
  roomLabel: string;
  stay: { checkin: string; checkout: string };
  shortenTo: string;
  onCharge(): void;
  onShortened(): void;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const change = useChangeRoomDates(property.id, code);
  const form = useForm<{ reason: string }>({
    defaultValues: { reason: "" },
    resolver: problemsResolver((values): FormProblems => (values.reason.trim() ? {} : { reason: t("reasonRequired") })),
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { roomId, body: { checkin_date: stay.checkin, checkout_date: shortenTo, reason: values.reason.trim() } },
      { onSuccess: onShortened, onError: (error) => placeApiErrors(error, form.setError, stayDatesFieldOf) },
    ),
  );
  const titleId = `early-${roomId}`;
  const day = (date: string) => formatDate(language, date, "short");

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("earlyDepartureTitle")}</h2>
      <p className={styles.notice}>
        {t("earlyDepartureText", {
          room: roomLabel,
          date: day(stay.checkout),
          nights: t("nights", { count: -nightsDelta(stay, { checkin: stay.checkin, checkout: shortenTo }) }),
        })}
      </p>
      <form onSubmit={submit} noValidate className={styles.panel}>
        <h3>{t("shortenToToday")}</h3>
        <p className={`${styles.muted} ${styles.small}`}>{t("shortenToTodayNote", { date: day(shortenTo) })}</p>
        <ReasonField
          id={`${titleId}-reason`}
          label={t("reasonRequiredLabel")}
          field={form.register("reason")}
          error={form.formState.errors.reason?.message}
        />
        <FormError errors={form.formState.errors} error={change.error} />
        <div className={styles.dialogActions}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={change.isPending}>
            {t("shortenAndContinue")}
          </button>
        </div>
      </form>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={onClose}>
          {t("close")}
        </button>
        <button type="button" className={styles.button} onClick={onCharge} autoFocus>
          {t("chargeBookedNights")}
        </button>
      </div>
    </Dialog>
  );
}
