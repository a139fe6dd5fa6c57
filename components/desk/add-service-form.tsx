"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { updateBookingSchema, type UpdateBookingRequest } from "@/server/bookings/update-booking/schema";
import { parseTypedQuantity, toJsonAmount } from "@/server/domain/typed-amount";
import { formatMoney } from "@/i18n/format";
import { FormDateField } from "@/components/ui/date-field";
import styles from "./desk.module.css";
import { FieldError, FormError, invalidProps } from "./form-parts";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { deskQueries, useUpdateBooking } from "./queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "./request-form";

interface ServiceValues {
  /** The catalog's first service until another is picked. */
  serviceId: string;
  quantity: string;
  usedOn: string;
}

const RECORD = "rooms.0.services.records.0.";
/** Where Update Booking's service fields are typed in this form. */
const serviceFieldOf: FieldOf = (path) =>
  ({ [`${RECORD}id`]: "serviceId", [`${RECORD}quantity`]: "quantity", [`${RECORD}service_used_date`]: "usedOn" })[path];

/** Adds a catalog service to a room through Update Booking (rooms[].services, method add). */
export function AddServiceForm({ code, roomId, onDone }: { code: string; roomId: string; onDone(): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const catalog = useQuery(deskQueries.services(property.id));
  const update = useUpdateBooking(property.id, code);
  const firstService = catalog.data?.[0]?.id ?? "";
  const requestOf = (values: ServiceValues): UpdateBookingRequest => {
    const quantity = parseTypedQuantity(values.quantity);
    const record = {
      id: values.serviceId,
      quantity: quantity ? toJsonAmount(quantity) : Number.NaN,
      service_used_date: values.usedOn || null,
    };
    return { rooms: [{ id: roomId, services: { method: "add", records: [record] } }] };
  };
  const form = useForm<ServiceValues>({
    defaultValues: { serviceId: "", quantity: "1", usedOn: "" },
    resolver: problemsResolver((values) => {
      if (!parseTypedQuantity(values.quantity)) return { quantity: t("notANumber") };
      const parsed = updateBookingSchema.safeParse(requestOf(values));
      return parsed.success ? {} : issueProblems(parsed.error.issues, serviceFieldOf);
    }),
  });
  const { errors } = form.formState;
  // The select shows the catalog's first service until one is picked: the form holds the same.
  useEffect(() => {
    if (firstService && !form.getValues("serviceId")) form.setValue("serviceId", firstService);
  }, [firstService, form]);
  const submit = form.handleSubmit((values) =>
    update.mutate(requestOf(values), { onSuccess: onDone, onError: (error) => placeApiErrors(error, form.setError, serviceFieldOf) }),
  );
  const prefix = `service-${roomId}`;

  return (
    <form onSubmit={submit} className={styles.panel} aria-label={t("addService")} noValidate>
      <div className={styles.row} style={{ alignItems: "flex-end" }}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-id`}>{t("service")}</label>
          <select
            id={`${prefix}-id`}
            className={styles.input}
            {...form.register("serviceId")}
            {...invalidProps(`${prefix}-id`, errors.serviceId?.message)}
            autoFocus
          >
            {catalog.data?.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name} · {formatMoney(language, service.currency, service.price)}
              </option>
            ))}
          </select>
          <FieldError id={`${prefix}-id`} message={errors.serviceId?.message} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-qty`}>{t("quantity")}</label>
          <input
            id={`${prefix}-qty`}
            className={`${styles.input} ${styles.num}`}
            inputMode="decimal"
            {...form.register("quantity")}
            style={{ width: 80 }}
            {...invalidProps(`${prefix}-qty`, errors.quantity?.message)}
          />
          <FieldError id={`${prefix}-qty`} message={errors.quantity?.message} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-date`}>{t("usedOn")}</label>
          <FormDateField
            id={`${prefix}-date`}
            className={styles.input}
            name="usedOn"
            control={form.control}
            lang={language}
            {...invalidProps(`${prefix}-date`, errors.usedOn?.message)}
          />
          <FieldError id={`${prefix}-date`} message={errors.usedOn?.message} />
        </div>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={update.isPending || !firstService}>
          {t("add")}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t("close")}
        </button>
      </div>
      <FormError errors={errors} error={update.error} />
    </form>
  );
}
