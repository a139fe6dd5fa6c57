"use client";

import { formatMoney } from "@/i18n/format";
import { pricePerNight } from "./new-booking-form";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "../desk.module.css";
import { FieldError } from "../form-parts";
import { useI18n } from "../i18n";
import type { RoomType } from "./new-booking-form";
import local from "./new-booking.module.css";

/**
 * The room types for the chosen dates, one radio each: how many rooms are free on every night,
 * the price per night of the first direct plan (the chosen plan for the chosen type), and who fits.
 */
export function RoomTypeChoice({
  id,
  types,
  chosenTypeId,
  chosenPlanId,
  field,
  error,
}: {
  id: string;
  types: readonly RoomType[];
  chosenTypeId: string;
  chosenPlanId: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t, language } = useI18n();
  return (
    <fieldset className={local.types} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t("roomTypeLabel")}</legend>
      {types.map((type) => {
        const plan =
          (type.id === chosenTypeId ? type.rate_plans.find((candidate) => candidate.id === chosenPlanId) : undefined) ?? type.rate_plans[0];
        const perNight = plan ? pricePerNight(plan.days_breakdown) : undefined;
        return (
          <label key={type.id} className={local.type}>
            <input type="radio" value={type.id} disabled={type.quantity < 1 || !plan} {...field} />
            <span className={local.typeTitle}>{type.title}</span>
            <span className={local.price}>
              {perNight
                ? t(perNight.varies ? "perNightFrom" : "perNight", { amount: formatMoney(language, plan!.currency, perNight.lowest) })
                : "—"}
            </span>
            <span className={local.typeMeta}>
              <span className={`${styles.badge} ${type.quantity > 0 ? styles.availableBadge : styles.soldOut}`}>
                {type.quantity > 0 ? t("available", { count: type.quantity }) : t("soldOut")}
              </span>{" "}
              {t("occupancyLimit", { adults: type.occ_adults, children: type.occ_children })}
            </span>
          </label>
        );
      })}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
