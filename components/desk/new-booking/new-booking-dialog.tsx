"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formatDayMonth } from "@/i18n/date-time";
import { formatMoney } from "@/i18n/format";
import { GUEST_LANGUAGES, LANGUAGE_NAMES } from "@/i18n/languages";
import { FormDateField } from "@/components/ui/date-field";
import { isIsoDate } from "@/components/ui/date-text";
import { ApiError } from "../api-client";
import styles from "../desk.module.css";
import { Dialog } from "../dialog";
import { FieldError, FormError, invalidProps } from "../form-parts";
import { useI18n } from "../i18n";
import { localDate } from "../local-time";
import { useProperty } from "../property-context";
import { deskQueries, useCreateBooking } from "../queries";
import { placeApiErrors, problemsResolver } from "../request-form";
import {
  checkNewBooking,
  defaultSource,
  newBookingFieldOf,
  preferredType,
  requestOf,
  schemaProblems,
  unavailableNights,
  type NewBookingPrefill,
  type NewBookingValues,
} from "./new-booking-form";
import local from "./new-booking.module.css";
import { RoomTypeChoice } from "./room-type-choice";

const TITLE_ID = "new-booking-title";
const id = (field: keyof NewBookingValues) => `new-booking-${field}`;

/**
 * A booking made at the desk, one room, paid at the property: tonight and the first free type
 * with its first direct plan are chosen already, the source is "Walk-in", so a walk-in needs
 * only the guest's name and phone, then Create. The new booking opens in the counter check-in,
 * where the room is assigned and the guest scanned.
 */
export function NewBookingDialog({ prefill, onClose }: { prefill?: NewBookingPrefill; onClose(): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const router = useRouter();
  const create = useCreateBooking(property.id);
  const client = useQueryClient();
  // Everyone who fits one adult: the party's size is checked against the chosen type, not searched.
  const searchOf = ({ checkin, checkout }: { checkin: string; checkout: string }) =>
    deskQueries.roomTypes(property.id, { checkin, checkout, adults: 1, children: 0 });
  const form = useForm<NewBookingValues>({
    defaultValues: {
      checkin: prefill?.checkin ?? localDate(property.timezone),
      checkout: prefill?.checkout ?? localDate(property.timezone, 1),
      roomTypeId: prefill?.roomTypeId ?? "",
      ratePlanId: "",
      adults: prefill?.adults ?? 1,
      children: prefill?.children ?? 0,
      name: "",
      phone: "",
      language: "",
      source: "",
    },
    resolver: problemsResolver((values) => {
      const offered = client.getQueryData(searchOf(values).queryKey) ?? [];
      const type = offered.map((entry) => entry.room_types).find((candidate) => candidate.id === values.roomTypeId);
      const problems = Object.fromEntries(Object.entries(checkNewBooking(values, type)).map(([field, key]) => [field, t(key)]));
      return Object.keys(problems).length > 0 ? problems : schemaProblems(values);
    }),
  });
  const { errors } = form.formState;
  const [checkin, checkout, roomTypeId, ratePlanId] = useWatch({
    control: form.control,
    name: ["checkin", "checkout", "roomTypeId", "ratePlanId"],
  });
  // Dates still being typed (not yet ISO) are not searched.
  const datesValid = isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin;
  const search = useQuery({ ...searchOf({ checkin, checkout }), enabled: datesValid });
  const types = (search.data ?? []).map((entry) => entry.room_types);
  const type = types.find((candidate) => candidate.id === roomTypeId);
  const plan = type?.rate_plans.find((candidate) => candidate.id === ratePlanId);
  const sources = useQuery(deskQueries.sources(property.id, language));

  // The defaults follow what the API offers: a free type, its first plan, the walk-in source.
  useEffect(() => {
    if (!search.data) return;
    const offered = search.data.map((entry) => entry.room_types);
    const current = offered.find((candidate) => candidate.id === form.getValues("roomTypeId"));
    const chosen = current && current.quantity > 0 ? current : preferredType(offered, prefill?.roomTypeId);
    if (chosen && chosen.id !== form.getValues("roomTypeId")) form.setValue("roomTypeId", chosen.id);
  }, [search.data, form, prefill?.roomTypeId]);
  useEffect(() => {
    if (type && !type.rate_plans.some((candidate) => candidate.id === form.getValues("ratePlanId")))
      form.setValue("ratePlanId", type.rate_plans[0]?.id ?? "");
  }, [type, form]);
  useEffect(() => {
    if (sources.data && !form.getValues("source")) form.setValue("source", defaultSource(sources.data.map((source) => source.name)));
  }, [sources.data, form]);

  const submit = form.handleSubmit((values) =>
    create.mutate(requestOf(values), {
      onSuccess: (booking) => router.push(`/desk/${property.id}/bookings/${booking.code}/check-in`),
      onError: (error) => {
        placeApiErrors(error, form.setError, newBookingFieldOf);
        if (error instanceof ApiError && error.code === "NO_AVAILABILITY") {
          const nights = unavailableNights(error.body).map((night) => formatDayMonth(language, night));
          form.setError("roomTypeId", { type: "server", message: t("noAvailabilityNights", { nights: nights.join(", ") }) });
        }
      },
    }),
  );
  const money = (amount: number) => formatMoney(language, plan?.currency ?? property.currency, amount);
  const number = (field: "adults" | "children", max: number | undefined) => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={field === "adults" ? 1 : 0}
        max={max}
        {...form.register(field, { valueAsNumber: true })}
        {...invalidProps(id(field), errors[field]?.message)}
      />
      <FieldError id={id(field)} message={errors[field]?.message} />
    </div>
  );
  const text = (field: "checkin" | "checkout" | "name" | "phone", label: string, input: "date" | "text" | "tel") => (
    <div className={styles.field}>
      <label htmlFor={id(field)}>{label}</label>
      {input === "date" ? (
        <FormDateField
          id={id(field)}
          className={styles.input}
          name={field}
          control={form.control}
          lang={language}
          {...invalidProps(id(field), errors[field]?.message)}
        />
      ) : (
        <input
          id={id(field)}
          className={styles.input}
          type={input}
          autoComplete="off"
          autoFocus={field === "name"}
          {...form.register(field)}
          {...invalidProps(id(field), errors[field]?.message)}
        />
      )}
      <FieldError id={id(field)} message={errors[field]?.message} />
    </div>
  );

  return (
    <Dialog open onClose={onClose} titleId={TITLE_ID}>
      <h2 id={TITLE_ID}>{t("newBooking")}</h2>
      <form onSubmit={submit} noValidate>
        <div className={local.grid}>
          {text("name", t("guestName"), "text")}
          {text("phone", t("guestPhone"), "tel")}
          <div className={styles.field}>
            <label htmlFor={id("language")}>{t("guestLanguage")}</label>
            <select
              id={id("language")}
              className={styles.input}
              {...form.register("language")}
              {...invalidProps(id("language"), errors.language?.message)}
            >
              <option value="">{t("guestLanguageUnknown")}</option>
              {GUEST_LANGUAGES.map((guestLanguage) => (
                <option key={guestLanguage} value={guestLanguage} lang={guestLanguage}>
                  {LANGUAGE_NAMES[guestLanguage]}
                </option>
              ))}
            </select>
            <FieldError id={id("language")} message={errors.language?.message} />
          </div>
        </div>
        <div className={local.grid}>
          {text("checkin", t("checkinDate"), "date")}
          {text("checkout", t("checkoutDate"), "date")}
        </div>
        {search.error ? <FormError errors={{}} error={search.error} /> : null}
        {datesValid && search.isPending ? <p className={styles.muted}>{t("loading")}</p> : null}
        {search.data && types.length === 0 ? <p className={styles.notice}>{t("noRoomTypes")}</p> : null}
        {types.length > 0 ? (
          <RoomTypeChoice
            id={id("roomTypeId")}
            types={types}
            chosenTypeId={roomTypeId}
            chosenPlanId={ratePlanId}
            field={form.register("roomTypeId")}
            error={errors.roomTypeId?.message}
          />
        ) : (
          <FieldError id={id("roomTypeId")} message={errors.roomTypeId?.message} />
        )}
        <div className={styles.field} style={{ marginBottom: 10 }}>
          <label htmlFor={id("ratePlanId")}>{t("ratePlanLabel")}</label>
          <select
            id={id("ratePlanId")}
            className={styles.input}
            {...form.register("ratePlanId")}
            {...invalidProps(id("ratePlanId"), errors.ratePlanId?.message)}
          >
            {type?.rate_plans.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
                {candidate.has_breakfast ? ` · ${t("breakfast")}` : ""} · {money(candidate.estimated_total_price)}
              </option>
            ))}
          </select>
          <FieldError id={id("ratePlanId")} message={errors.ratePlanId?.message} />
        </div>
        <div className={local.grid}>
          {number("adults", type?.occ_adults)}
          {number("children", type?.occ_children)}
          <div className={styles.field}>
            <label htmlFor={id("source")}>{t("source")}</label>
            <select
              id={id("source")}
              className={styles.input}
              {...form.register("source")}
              {...invalidProps(id("source"), errors.source?.message)}
            >
              {sources.data?.map((source) => (
                <option key={source.name} value={source.name}>
                  {source.translated_name}
                </option>
              ))}
            </select>
            <FieldError id={id("source")} message={errors.source?.message} />
          </div>
        </div>
        {plan ? (
          <p className={styles.small} data-testid="new-booking-total">
            {plan.days_breakdown.map((night) => `${formatDayMonth(language, night.day)} ${money(night.price)}`).join(" · ")}
            {" — "}
            <strong>
              {t("stayTotal", { nights: t("nights", { count: plan.days_breakdown.length }), amount: money(plan.estimated_total_price) })}
            </strong>
          </p>
        ) : null}
        <FormError errors={errors} error={create.error} />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={create.isPending}>
            {create.isPending ? t("creatingBooking") : t("createBooking")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
