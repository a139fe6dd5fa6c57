"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { changeRoomRateBodySchema } from "@/server/bookings/room-operation-schemas";
import type { RoomLedger } from "@/server/desk/get-booking-ledger";
import { formatWeekday } from "@/i18n/date-time";
import { formatDate, formatMoney } from "@/i18n/format";
import styles from "./desk.module.css";
import { Dialog } from "./dialog";
import { FieldError, FormError, invalidProps, ReasonField } from "./form-parts";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import { useProperty } from "./property-context";
import { useChangeRoomRate } from "./queries";
import { evaluateRateForm, rateFieldOf, type RateContext, type RateFormValues } from "./rate-form";
import { issueProblems, placeApiErrors, problemsResolver, type FormProblems } from "./request-form";

/**
 * The nightly rate grid of one room: date, weekday, current and new price per night, one
 * price for every night, the room discount, and the new room and booking totals as you type.
 * The form is Change Booking Room Rate's request, checked with its schema and rules.
 */
export function RateDialog({
  code,
  room,
  roomLabel,
  currency,
  bookingAmount,
  roomCounts,
  onClose,
}: {
  code: string;
  room: RoomLedger;
  roomLabel: string;
  currency: string;
  bookingAmount: number;
  roomCounts: boolean;
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const change = useChangeRoomRate(property.id, code);
  const [samePrice, setSamePrice] = useState("");
  const context: RateContext = { room, currency, bookingAmount, roomCounts, today: localDate(property.timezone) };
  // Nights already past are repriced only with a reason (the server refuses without one).
  const hasPastNights = room.nights.some((night) => night.day < context.today);
  const money = (amount: { toNumber(): number } | number) =>
    formatMoney(language, currency, typeof amount === "number" ? amount : amount.toNumber());

  const form = useForm<RateFormValues>({
    mode: "onChange",
    defaultValues: { prices: room.nights.map(() => ""), discount: "", reason: "" },
    resolver: problemsResolver((values) => {
      const evaluation = evaluateRateForm(values, context);
      const problems: FormProblems = Object.fromEntries(Object.entries(evaluation.problems).map(([field, key]) => [field, t(key)]));
      if (Object.keys(problems).length > 0) return problems;
      if (evaluation.nothingChanged) return { "root.nothing": t("nothingToChange") };
      const parsed = changeRoomRateBodySchema.safeParse(evaluation.request);
      return parsed.success ? {} : issueProblems(parsed.error.issues, rateFieldOf(evaluation.request, room.nights));
    }),
  });
  const { errors, isSubmitted } = form.formState;
  const preview = evaluateRateForm(useWatch({ control: form.control }) as RateFormValues, context);

  const submit = form.handleSubmit((values) => {
    const { request } = evaluateRateForm(values, context);
    change.mutate(
      { roomId: room.id, body: request },
      { onSuccess: onClose, onError: (error) => placeApiErrors(error, form.setError, rateFieldOf(request, room.nights)) },
    );
  });
  const applySamePrice = () => {
    if (samePrice.trim() === "") return;
    room.nights.forEach((_night, index) => form.setValue(`prices.${index}`, samePrice, { shouldDirty: true }));
    void form.trigger();
  };
  const cellError = (index: number) => errors.prices?.[index]?.message;
  const discountError = errors.discount?.message;
  const titleId = `rate-${room.id}`;

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t("changeRateOf", { room: roomLabel })}</h2>
      <form onSubmit={submit} noValidate>
        <div className={styles.row} style={{ alignItems: "flex-end", marginBottom: 8 }}>
          <div className={styles.field}>
            <label htmlFor={`${titleId}-same`}>{t("samePrice")}</label>
            <input
              id={`${titleId}-same`}
              className={`${styles.input} ${styles.num}`}
              inputMode="decimal"
              value={samePrice}
              onChange={(e) => setSamePrice(e.target.value)}
              onKeyDown={(event) => {
                // Enter here fills the grid (as the Apply button does) rather than saving.
                if (event.key === "Enter") {
                  event.preventDefault();
                  applySamePrice();
                }
              }}
            />
          </div>
          <button type="button" className={styles.button} onClick={applySamePrice} disabled={samePrice.trim() === ""}>
            {t("apply")}
          </button>
        </div>
        <div style={{ maxHeight: "40vh", overflow: "auto" }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("weekday")}</th>
                <th scope="col" className={styles.num}>
                  {t("currentPrice")}
                </th>
                <th scope="col" className={styles.num}>
                  {t("newPrice")}
                </th>
              </tr>
            </thead>
            <tbody>
              {room.nights.map((night, index) => {
                const error = cellError(index);
                const id = `${titleId}-${night.day}`;
                return (
                  <tr key={night.day}>
                    <th scope="row">{formatDate(language, night.day, "short")}</th>
                    <td>{formatWeekday(language, night.day)}</td>
                    <td className={styles.num}>
                      {night.price === null ? <span className={styles.muted}>{t("notStored")}</span> : money(night.price)}
                    </td>
                    <td className={styles.num}>
                      <input
                        id={id}
                        className={`${styles.input} ${styles.num}`}
                        inputMode="decimal"
                        aria-label={`${t("newPrice")} ${night.day}`}
                        {...form.register(`prices.${index}`, { deps: ["discount"] })}
                        {...invalidProps(id, error)}
                        style={{ width: 130 }}
                      />
                      <FieldError id={id} message={error} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.row} style={{ marginTop: 8, alignItems: "flex-start" }}>
          <div className={styles.field}>
            <label htmlFor={`${titleId}-discount`}>
              {t("roomDiscount")} <span className={styles.muted}>({t("currentDiscount", { amount: money(room.discount) })})</span>
            </label>
            <input
              id={`${titleId}-discount`}
              className={`${styles.input} ${styles.num}`}
              inputMode="decimal"
              {...form.register("discount")}
              {...invalidProps(`${titleId}-discount`, discountError)}
              style={{ width: 150 }}
            />
            <FieldError id={`${titleId}-discount`} message={discountError} />
          </div>
          <dl className={styles.totals} aria-live="polite" style={{ marginLeft: "auto", minWidth: 260 }}>
            <dt>{t("newRoomTotal")}</dt>
            <dd data-testid="preview-room-total">{money(preview.newRoomCharge)}</dd>
            <dt>{t("newBookingTotal")}</dt>
            <dd data-testid="preview-booking-total">{money(preview.newBookingTotal)}</dd>
          </dl>
        </div>
        <ReasonField
          id={`${titleId}-reason`}
          label={t(hasPastNights ? "reasonForPast" : "reasonOptional")}
          field={form.register("reason")}
          error={errors.reason?.message}
        />
        <FormError errors={errors} error={change.error} />
        {isSubmitted && preview.nothingChanged ? <p className={styles.notice}>{t("nothingToChange")}</p> : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={change.isPending}>
            {t("saveRate")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
