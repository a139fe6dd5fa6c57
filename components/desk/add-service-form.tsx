"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { formatMoney } from "@/components/i18n/format";
import { ApiError } from "./api-client";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { parseAmount } from "./money";
import { useProperty } from "./property-context";
import { deskQueries, useUpdateBooking } from "./queries";

/** Adds a catalog service to a room through Update Booking (rooms[].services, method add). */
export function AddServiceForm({ code, roomId, onDone }: { code: string; roomId: string; onDone(): void }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const catalog = useQuery(deskQueries.services(property.id));
  const update = useUpdateBooking(property.id, code);
  const [serviceId, setServiceId] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [usedOn, setUsedOn] = useState("");
  const chosen = serviceId || catalog.data?.[0]?.id || "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(quantity, "USD");
    update.mutate(
      {
        rooms: [
          {
            id: roomId,
            services: { method: "add", records: [{ id: chosen, quantity: Number.isNaN(amount) ? quantity : amount, service_used_date: usedOn || null }] },
          },
        ],
      },
      { onSuccess: onDone },
    );
  };
  const error = update.error instanceof ApiError ? update.error : undefined;
  const fieldError = (name: string) => error?.fieldErrors[`rooms.0.services.records.0.${name}`]?.[0];
  const prefix = `service-${roomId}`;

  return (
    <form onSubmit={submit} className={styles.panel} aria-label={t("addService")}>
      <div className={styles.row} style={{ alignItems: "flex-end" }}>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-id`}>{t("service")}</label>
          <select id={`${prefix}-id`} className={styles.input} value={chosen} onChange={(event) => setServiceId(event.target.value)} autoFocus>
            {catalog.data?.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name} · {formatMoney(language, service.currency, service.price)}
              </option>
            ))}
          </select>
          {fieldError("id") ? <p className={styles.fieldError}>{fieldError("id")}</p> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-qty`}>{t("quantity")}</label>
          <input
            id={`${prefix}-qty`}
            className={`${styles.input} ${styles.num}`}
            inputMode="decimal"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            style={{ width: 80 }}
            aria-invalid={fieldError("quantity") ? true : undefined}
          />
          {fieldError("quantity") ? <p className={styles.fieldError}>{fieldError("quantity")}</p> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-date`}>{t("usedOn")}</label>
          <input id={`${prefix}-date`} className={styles.input} type="date" value={usedOn} onChange={(event) => setUsedOn(event.target.value)} />
        </div>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={update.isPending || !chosen}>
          {t("add")}
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {t("close")}
        </button>
      </div>
      {update.error && Object.keys(error?.fieldErrors ?? {}).length === 0 ? <ErrorMessage error={update.error} /> : null}
    </form>
  );
}
