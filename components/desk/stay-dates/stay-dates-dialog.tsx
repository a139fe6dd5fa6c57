"use client";

import { useQueries } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { formatDayMonth } from "@/i18n/date-time";
import { formatDate } from "@/i18n/format";
import { FormDateField } from "@/components/ui/date-field";
import { isIsoDate } from "@/components/ui/date-text";
import { ApiError } from "../api-client";
import styles from "../desk.module.css";
import { Dialog } from "../dialog";
import { FieldError, FormError, invalidProps, ReasonField } from "../form-parts";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { deskQueries, useChangeRoomDates } from "../queries";
import { issueProblems, placeApiErrors, problemsResolver, type FormProblems } from "../request-form";
import { localDate } from "../local-time";
import { changeRoomDatesBodySchema } from "@/server/bookings/room-operation-schemas";
import { stayChangeErrors } from "@/server/bookings/rules/stay-change";
import { unavailableNights } from "../new-booking/new-booking-form";
import { addCalendarDays as addDays, calendarDaysBetween } from "@/server/domain/calendar-days";
import { addedNights, nightsByAvailability, nightsDelta, stayDatesFieldOf } from "./stay-dates-form";

export interface StayRoom {
  id: string;
  label: string;
  /** The room's type: the nights a change adds are looked up for it. */
  roomTypeId: string;
  status: string;
  checkin: string;
  checkout: string;
}

interface StayDatesValues {
  checkin: string;
  checkout: string;
  reason: string;
}

/**
 * Extend or shorten one room's stay: the new check-out (and check-in, for a room not yet
 * checked in), the nights it adds or removes as you type, an optional reason for the history.
 * Each night it adds is looked up as the dates are picked (Search Room Type, one night at a
 * time, as New booking reads it): the dialog says which are free and which are sold out before
 * Save, and Save waits while one is sold out (the API would refuse it: NO_AVAILABILITY).
 */
export function StayDatesDialog({
  code,
  room,
  mode,
  onClose,
}: {
  code: string;
  room: StayRoom;
  mode: "extend" | "shorten";
  onClose(): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const change = useChangeRoomDates(property.id, code);
  const checkedIn = room.status === "checked_in";
  const current = { checkin: room.checkin, checkout: room.checkout };
  const today = localDate(property.timezone);
  // The earliest check-out the API takes: a checked-in room may leave today, a room to come keeps a night.
  const shortest = checkedIn ? today : addDays(room.checkin > today ? room.checkin : today, 1);
  const earlier = addDays(room.checkout, -1);
  const proposed = mode === "extend" ? addDays(room.checkout, 1) : earlier < shortest ? room.checkout : earlier;
  const form = useForm<StayDatesValues>({
    defaultValues: { checkin: room.checkin, checkout: proposed, reason: "" },
    resolver: problemsResolver((values) => {
      if (!values.checkin || !values.checkout) return { [values.checkin ? "checkout" : "checkin"]: t("required") };
      if (values.checkin === room.checkin && values.checkout === room.checkout) return { "root.nothing": t("nothingToChange") };
      const request = requestOf(values);
      const parsed = changeRoomDatesBodySchema.safeParse(request);
      if (!parsed.success) return issueProblems(parsed.error.issues, stayDatesFieldOf);
      // The dates API's own rules (past dates, a checked-in room's check-in, the longest stay), as it will judge them.
      const wanted = { checkinDate: request.checkin_date, checkoutDate: request.checkout_date };
      const refused = stayChangeErrors(room.status, { checkinDate: room.checkin, checkoutDate: room.checkout }, wanted, today);
      const problems: FormProblems = {};
      for (const [path, messages] of Object.entries(refused)) problems[stayDatesFieldOf(path) ?? "root.server"] ??= messages.join(" ");
      return problems;
    }),
  });
  const { errors } = form.formState;
  const [checkin, checkout] = useWatch({ control: form.control, name: ["checkin", "checkout"] });
  const datesTyped = isIsoDate(checkin) && isIsoDate(checkout);
  const delta = datesTyped && checkout > checkin ? nightsDelta(current, { checkin, checkout }) : undefined;
  const added = datesTyped ? addedNights(current, { checkin: checkedIn ? room.checkin : checkin, checkout }) : [];
  const lookups = useQueries({
    queries: added.map((night) => ({
      ...deskQueries.roomTypes(property.id, { checkin: night, checkout: addDays(night, 1), adults: 1, children: 0 }),
      staleTime: 30_000,
    })),
  });
  const availability = nightsByAvailability(
    added.map((night, index) => {
      const offered = lookups[index]?.data;
      // A type the search leaves out on that night (none of it for sale) has no room free.
      return {
        night,
        free: offered ? (offered.find((entry) => entry.room_types.id === room.roomTypeId)?.room_types.quantity ?? 0) : undefined,
      };
    }),
  );
  const nightList = (nights: readonly string[]) => nights.map((night) => formatDayMonth(language, night)).join(", ");

  const requestOf = (values: StayDatesValues) => ({
    checkin_date: checkedIn ? room.checkin : values.checkin,
    checkout_date: values.checkout,
    reason: values.reason.trim() || null,
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { roomId: room.id, body: requestOf(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          placeApiErrors(error, form.setError, stayDatesFieldOf);
          // The dialog sends no prices: the room has none stored to price the new nights from.
          if (error instanceof ApiError && error.fieldErrors.days_breakdown) {
            form.setError("root.server", { type: "server", message: t("stayDatesUnpricedRoom") });
          }
          if (error instanceof ApiError && error.code === "NO_AVAILABILITY") {
            const nights = unavailableNights(error.body).map((night) => formatDayMonth(language, night));
            form.setError("checkout", { type: "server", message: t("noAvailabilityNights", { nights: nights.join(", ") }) });
          }
        },
      },
    ),
  );
  const titleId = `dates-${room.id}`;
  const dateField = (field: "checkin" | "checkout", label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${titleId}-${field}`}>{label}</label>
      <FormDateField
        id={`${titleId}-${field}`}
        className={styles.input}
        name={field}
        control={form.control}
        lang={language}
        {...invalidProps(`${titleId}-${field}`, errors[field]?.message)}
        autoFocus={field === "checkout"}
      />
      <FieldError id={`${titleId}-${field}`} message={errors[field]?.message} />
    </div>
  );

  return (
    <Dialog open onClose={onClose} titleId={titleId}>
      <h2 id={titleId}>{t(mode === "extend" ? "extendStayOf" : "shortenStayOf", { room: room.label })}</h2>
      <p className={styles.muted}>
        {t("stayNow", {
          from: formatDate(language, room.checkin, "short"),
          to: formatDate(language, room.checkout, "short"),
          nights: t("nights", { count: calendarDaysBetween(room.checkin, room.checkout) }),
        })}
      </p>
      <form onSubmit={submit} noValidate>
        <div className={styles.row} style={{ alignItems: "flex-start" }}>
          {/* The check-out first: it is what extending or shortening changes; a room to come may also move its check-in. */}
          {dateField("checkout", t("newCheckoutDate"))}
          {checkedIn ? null : dateField("checkin", t("newCheckinDate"))}
        </div>
        {checkedIn ? <p className={`${styles.muted} ${styles.small}`}>{t("checkinKeptCheckedIn")}</p> : null}
        <p role="status" data-testid="nights-delta">
          <strong>
            {delta === undefined
              ? ""
              : delta > 0
                ? t("nightsAdded", { count: delta })
                : delta < 0
                  ? t("nightsRemoved", { count: -delta })
                  : t("nightsUnchanged")}
          </strong>
        </p>
        {added.length > 0 ? (
          <div data-testid="stay-nights-availability" aria-live="polite" className={styles.small}>
            {availability.soldOut.length > 0 ? (
              <p className={styles.alert} data-testid="stay-nights-sold-out">
                {t("stayNightsSoldOut", { nights: nightList(availability.soldOut) })}
              </p>
            ) : null}
            {availability.free.length > 0 ? (
              <p className={styles.success} data-testid="stay-nights-free">
                {t("stayNightsFree", {
                  nights: availability.free
                    .map((entry) => `${formatDayMonth(language, entry.night)} (${t("stayNightFree", { count: entry.free! })})`)
                    .join(", "),
                })}
              </p>
            ) : null}
            {availability.pending ? <p className={styles.muted}>{t("stayNightsChecking")}</p> : null}
          </div>
        ) : null}
        <ReasonField id={`${titleId}-reason`} label={t("reasonOptional")} field={form.register("reason")} error={errors.reason?.message} />
        {errors.root?.nothing ? <p className={styles.fieldError}>{errors.root.nothing.message}</p> : null}
        <FormError errors={errors} error={change.error} />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {t("close")}
          </button>
          <button
            type="submit"
            className={`${styles.button} ${styles.primary}`}
            disabled={change.isPending || availability.soldOut.length > 0}
          >
            {t("saveDates")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
