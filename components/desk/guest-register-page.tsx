"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { isIsoDate } from "@/components/ui/date-text";
import { formatDateTime } from "@/i18n/date-time";
import { formatDate } from "@/i18n/format";
import type { GuestRegister, RegisterRow } from "@/server/desk/guest-register/read-guest-register";
import { deskFetch } from "./api-client";
import { DeclaredIdentityCells, DeclaredIdentityHeads } from "./declared-identity-cells";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { localDate } from "./local-time";
import type { MessageKey } from "./message-tables";
import { useProperty } from "./property-context";
import { RegistrationGaps } from "./registration-gaps";

/**
 * The guest register of a night for the police: citizens and foreigners apart, incomplete
 * registrations first with what is missing, each stay marked declared (by whom, when), and the
 * same list as a CSV or XLSX file.
 */
export function GuestRegisterPage() {
  const { t, language } = useI18n();
  const property = useProperty();
  const [date, setDate] = useState(() => localDate(property.timezone));
  const base = `/api/desk/properties/${encodeURIComponent(property.id)}/guest-register`;
  const register = useQuery({
    queryKey: ["guest-register", property.id, date],
    queryFn: () => deskFetch<GuestRegister>(`${base}?date=${date}`),
    enabled: isIsoDate(date),
  });
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (input: { guestIds: number[]; declared: boolean }) =>
      deskFetch(`${base}/declarations`, { method: "POST", body: { guest_ids: input.guestIds, declared: input.declared } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["guest-register", property.id] }),
        client.invalidateQueries({ queryKey: ["today", property.id] }),
      ]),
  });

  return (
    <>
      <h1 className={styles.pageTitle}>{t("guestRegister")}</h1>
      <div className={styles.row} style={{ alignItems: "flex-end", marginBottom: 12 }}>
        <div className={styles.field}>
          <label htmlFor="register-date">{t("night")}</label>
          <DateField id="register-date" className={styles.input} value={date} onChange={setDate} lang={language} />
        </div>
        <a className={styles.button} href={`${base}?date=${date}&format=csv`} download>
          {t("downloadCsv")}
        </a>
        <a className={styles.button} href={`${base}?date=${date}&format=xlsx`} download>
          {t("downloadXlsx")}
        </a>
      </div>
      {register.error ? <ErrorMessage error={register.error} /> : null}
      {mark.error ? <ErrorMessage error={mark.error} /> : null}
      {register.data ? (
        <>
          <RegisterSection
            id="citizens"
            title={t("citizens")}
            rows={register.data.vietnamese}
            onMark={(guestIds, declared) => mark.mutate({ guestIds, declared })}
            busy={mark.isPending}
          />
          <RegisterSection
            id="foreigners"
            foreign
            title={t("foreigners")}
            rows={register.data.foreigners}
            onMark={(guestIds, declared) => mark.mutate({ guestIds, declared })}
            busy={mark.isPending}
          />
        </>
      ) : (
        <p className={styles.muted}>{t("loading")}</p>
      )}
    </>
  );
}

function RegisterSection(props: {
  id: string;
  title: string;
  rows: RegisterRow[];
  foreign?: boolean;
  busy: boolean;
  onMark(guestIds: number[], declared: boolean): void;
}) {
  const { t, language } = useI18n();
  const property = useProperty();
  const undeclared = props.rows.filter((row) => !row.declared_at && row.missing.length === 0).map((row) => row.guest_id);
  return (
    <section className={styles.panel} aria-labelledby={`${props.id}-title`}>
      <div className={styles.spread}>
        <h2 id={`${props.id}-title`}>
          {props.title} <span className={styles.muted}>({props.rows.length})</span>
        </h2>
        {undeclared.length > 0 ? (
          <button type="button" className={styles.button} disabled={props.busy} onClick={() => props.onMark(undeclared, true)}>
            {t("markAllDeclared", { count: undeclared.length })}
          </button>
        ) : null}
      </div>
      {props.rows.length === 0 ? (
        <p className={styles.muted}>{t("none")}</p>
      ) : (
        // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
        <div className={styles.scrollX} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <DeclaredIdentityHeads />
                {props.foreign ? <ForeignStayHeads /> : <th scope="col">{t("address")}</th>}
                <th scope="col">{t("room")}</th>
                <th scope="col">{t("stay")}</th>
                <th scope="col">{t("registration")}</th>
                <th scope="col">{t("declared")}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.guest_id}>
                  <DeclaredIdentityCells guest={row} />
                  {props.foreign ? (
                    <ForeignStayCells row={row} />
                  ) : (
                    <td className={styles.addressCell}>
                      {[row.address, row.ward, row.province].filter(Boolean).join(", ")}
                      {row.former_address ? (
                        <span className={styles.small}> {t("formerAddress", { units: row.former_address })}</span>
                      ) : null}
                    </td>
                  )}
                  <td>
                    {row.room} <span className={`${styles.code} ${styles.small}`}>{row.booking_code}</span>
                  </td>
                  <td className={styles.stayCell}>
                    {formatDate(language, row.arrival, "short")} → {formatDate(language, row.departure, "short")}
                  </td>
                  <td>
                    {row.missing.length === 0 ? (
                      <span className={`${styles.badge} ${styles.availableBadge}`}>{t("complete")}</span>
                    ) : (
                      <RegistrationGaps missing={row.missing} invalid={row.invalid} />
                    )}
                    {row.warnings.map((code) => (
                      <span key={code} className={`${styles.small} ${styles.muted}`} style={{ display: "block" }}>
                        {t(`warning_${code}` as MessageKey)}
                      </span>
                    ))}
                  </td>
                  <td>
                    <label className={styles.row} style={{ gap: 4 }}>
                      <input
                        type="checkbox"
                        checked={row.declared_at !== null}
                        disabled={props.busy}
                        onChange={(event) => props.onMark([row.guest_id], event.target.checked)}
                        aria-label={t("declaredFor", { name: row.name })}
                      />
                      {row.declared_at ? (
                        <span className={styles.small}>
                          {row.declared_by} · {formatDateTime(language, row.declared_at, property.timezone)}
                        </span>
                      ) : null}
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A foreigner's visa and entry, the columns the exports have (register-columns.ts), in the desk's language. */
function ForeignStayHeads() {
  const { t } = useI18n();
  return (
    <>
      <th scope="col">{t("visa")}</th>
      <th scope="col">{t("visaExpiry")}</th>
      <th scope="col">{t("entryDate")}</th>
      <th scope="col">{t("entryPort")}</th>
    </>
  );
}

function ForeignStayCells({ row }: { row: RegisterRow }) {
  const { t, language } = useI18n();
  const stay = row.foreign_stay;
  const date = (value: string | null | undefined) => (value ? formatDate(language, value, "short") : "—");
  const visa = [stay?.visa_kind ? t(`visa_kind_${stay.visa_kind}` as MessageKey) : "", stay?.visa_number ?? ""].filter(Boolean).join(" ");
  return (
    <>
      <td>{visa || "—"}</td>
      <td className={styles.stayCell}>{date(stay?.visa_expiry)}</td>
      <td className={styles.stayCell}>{date(stay?.entry_date)}</td>
      <td>{row.entry_port_name?.[language] ?? "—"}</td>
    </>
  );
}
