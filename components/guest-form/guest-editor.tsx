"use client";

import type { Credential } from "./credential";
import { lazy, Suspense, useState } from "react";
import { get, useFormContext, useFormState, useWatch, type FieldError } from "react-hook-form";
import { ACCOMMODATION_TYPES, GENDERS, GUEST_CATEGORIES, ID_TYPES, TRAVEL_PURPOSES } from "@/server/domain/enums";
import type { CheckinFormValues, GuestField } from "./form-values";
import type { Lang } from "@/i18n/languages";
import type { MessageKey, Translate } from "./message-types";
import { IdPhotos, MAX_PHOTOS_PER_GUEST, type LocalPhoto } from "./id-photos";
import { ScanIdDocument } from "./scan-id-document";
import type { DocumentValues } from "./scan-prefill";
import { ReferencePicker, RequiredMark } from "./reference-picker";
import { requiredFields } from "./room-registration";
import { useReferenceList, type ReferenceItem } from "./reference-data";
import { usePickedValue } from "./use-picked-value";
import { FormDateField } from "@/components/ui/date-field";
import styles from "./checkin.module.css";

type GuestPath = `rooms.${number}.guests.${number}`;
// A foreigner's visa and entry: its own chunk, fetched once a guest's nationality is not VN.
const ForeignStayFields = lazy(() => import("./foreign-stay-fields"));

/**
 * Every field of a guest record (spec "Guest record"), with its bounds and enums; the fields the
 * registration asks of this kind of guest (room-registration.ts) are marked required from the start.
 */
export function GuestEditor(props: {
  path: GuestPath;
  /** The arrival date (YYYY-MM-DD): who is a child is judged on it. */
  arrival: string;
  roomIndex: number;
  guestKey: string;
  lang: Lang;
  credential: Credential;
  t: Translate;
  savedPhotoUrls: string[];
  photos: LocalPhoto[];
  onAddPhoto(blob: Blob): void;
  onRemovePhoto(id: string): void;
  onRetryPhoto(id: string): void;
}) {
  const { path, t } = props;
  const { register } = useFormContext<CheckinFormValues>();
  const formState = useFormState<CheckinFormValues>({ name: path });
  const errorOf = (field: GuestField | "photos") => (get(formState.errors, `${path}.${field}`) as FieldError | undefined)?.message;
  const idOf = (field: string) => `${props.guestKey}-${field}`;
  const country = useWatch<CheckinFormValues>({ name: `${path}.country` }) as string;
  const name = useWatch<CheckinFormValues>({ name: `${path}.name` }) as string;
  const guest = useWatch<CheckinFormValues>({ name: path }) as Record<GuestField, string>;
  // What the last scan read: a field says "from the document" while it still holds that value.
  const [read, setRead] = useState<DocumentValues>({});
  const required = guest ? requiredFields(guest, props.arrival) : new Set<string>();
  const fromDocument = (field: GuestField) => read[field] !== undefined && guest?.[field] === read[field];
  const readMark = (field: GuestField) =>
    fromDocument(field) ? (
      <p id={`${idOf(field)}-read`} className={styles.fromDocument}>
        {t("fromDocument")}
      </p>
    ) : null;
  const describedBy = (field: GuestField, error: string | undefined) =>
    [error ? `${idOf(field)}-error` : "", fromDocument(field) ? `${idOf(field)}-read` : ""].filter(Boolean).join(" ") || undefined;

  const addPhoto = (blob: Blob) => {
    if (props.savedPhotoUrls.length + props.photos.length < MAX_PHOTOS_PER_GUEST) props.onAddPhoto(blob);
  };

  const text = (
    field: GuestField,
    label: MessageKey,
    options: { type?: string; autoComplete?: string; maxLength?: number; inputMode?: "tel" | "email" } = {},
  ) => {
    const error = errorOf(field);
    return (
      <div className={styles.field}>
        <label htmlFor={idOf(field)}>
          {t(label)}
          {required.has(field) ? <RequiredMark t={t} /> : null}
        </label>
        {options.type === "date" ? (
          // Typed as the page's language writes dates, whatever the browser's locale (components/ui/date-field.tsx).
          <FormDateField<CheckinFormValues>
            id={idOf(field)}
            name={`${path}.${field}`}
            lang={props.lang}
            autoComplete={options.autoComplete}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field, error)}
          />
        ) : (
          <input
            id={idOf(field)}
            type={options.type ?? "text"}
            autoComplete={options.autoComplete ?? "off"}
            inputMode={options.inputMode}
            maxLength={options.maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field, error)}
            {...register(`${path}.${field}`)}
          />
        )}
        {readMark(field)}
        {error ? (
          <p id={`${idOf(field)}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const choice = (field: GuestField, label: MessageKey, values: readonly string[], prefix: string) => {
    const error = errorOf(field);
    return (
      <div className={styles.field}>
        <label htmlFor={idOf(field)}>
          {t(label)}
          {required.has(field) ? <RequiredMark t={t} /> : null}
        </label>
        <select
          id={idOf(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, undefined)}
          {...register(`${path}.${field}`)}
        >
          <option value="">{t("choose")}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {t(`${prefix}_${value}` as MessageKey)}
            </option>
          ))}
        </select>
        {readMark(field)}
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    );
  };

  return (
    <div className={styles.guestFields}>
      <ScanIdDocument path={path} inputId={idOf("scan-file")} credential={props.credential} t={t} onRead={setRead} onPhoto={addPhoto} />
      {text("name", "name", { autoComplete: "name", maxLength: 255 })}
      <div className={styles.row}>
        {text("birthday", "birthday", { type: "date", autoComplete: "bday" })}
        {choice("gender", "gender", GENDERS, "gender")}
      </div>
      <div>
        <CountryPicker
          path={path}
          id={idOf("country")}
          lang={props.lang}
          credential={props.credential}
          t={t}
          error={errorOf("country")}
          required={required.has("country")}
        />
        {readMark("country")}
      </div>
      <div className={styles.row}>
        {choice("id_type", "idType", ID_TYPES, "id_type")}
        {text("identity", "identity", { maxLength: 50 })}
      </div>
      <IdPhotos
        inputId={idOf("photo-file")}
        guestName={name || t("newGuest")}
        savedUrls={props.savedPhotoUrls}
        photos={props.photos}
        onAdd={props.onAddPhoto}
        onRemove={props.onRemovePhoto}
        onRetry={props.onRetryPhoto}
        error={errorOf("photos")}
        required={required.has("photos")}
        t={t}
      />
      {country === "VN" ? (
        <div>
          <VietnamAddress path={path} idOf={idOf} credential={props.credential} t={t} errorOf={errorOf} required={required.has("city")} />
          {readMark("ward") ?? readMark("city")}
        </div>
      ) : (
        <div className={styles.row}>
          {text("city", "cityFree", { maxLength: 100 })}
          {text("ward", "wardFree", { maxLength: 100 })}
        </div>
      )}
      {text("address", "address", { autoComplete: "street-address", maxLength: 500 })}
      {country && country !== "VN" ? (
        <Suspense fallback={null}>
          <ForeignStayFields path={path} guestKey={props.guestKey} lang={props.lang} credential={props.credential} t={t} />
        </Suspense>
      ) : null}
      <div className={styles.row}>
        {text("phone", "phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 50 })}
        {text("email", "email", { type: "email", autoComplete: "email", inputMode: "email", maxLength: 255 })}
      </div>
      <details className={styles.more}>
        <summary>{t("moreDetails")}</summary>
        {text("identity_issue_date", "identityIssueDate", { type: "date" })}
        {choice("accommodation_type", "accommodationType", ACCOMMODATION_TYPES, "accommodation_type")}
        {choice("travel_purpose", "travelPurpose", TRAVEL_PURPOSES, "travel_purpose")}
        {choice("guest_category", "guestCategory", GUEST_CATEGORIES, "guest_category")}
      </details>
    </div>
  );
}

const byCode = (item: ReferenceItem) => item.code;
const byName = (item: ReferenceItem) => item.name;

function CountryPicker(props: {
  path: GuestPath;
  id: string;
  lang: Lang;
  credential: Credential;
  t: Translate;
  error?: string;
  required: boolean;
}) {
  const field = usePickedValue(`${props.path}.country`);
  const { items, failed, retry } = useReferenceList(`countries?lang=${props.lang}`, props.credential);
  return (
    <ReferencePicker
      id={props.id}
      label={props.t("nationality")}
      required={props.required}
      items={items}
      value={field.value}
      valueOf={byCode}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={props.error}
      failed={failed}
      onRetry={retry}
      t={props.t}
    />
  );
}

/** Vietnam: the province from /reference/cities, then its ward from /reference/cities/{code}/wards; names are stored. */
function VietnamAddress(props: {
  path: GuestPath;
  idOf(field: string): string;
  credential: Credential;
  t: Translate;
  errorOf(field: GuestField): string | undefined;
  required: boolean;
}) {
  const { t } = props;
  const { setValue } = useFormContext<CheckinFormValues>();
  const city = usePickedValue(`${props.path}.city`);
  const ward = usePickedValue(`${props.path}.ward`);
  const cities = useReferenceList("cities", props.credential);
  const cityCode = cities.items?.find((item) => item.name === city.value)?.code;
  const wards = useReferenceList(cityCode ? `cities/${cityCode}/wards` : null, props.credential);
  return (
    <div className={styles.row}>
      <ReferencePicker
        id={props.idOf("city")}
        label={t("city")}
        required={props.required}
        items={cities.items}
        value={city.value}
        valueOf={byName}
        onChange={(value) => {
          city.onChange(value);
          // A ward belongs to one province: a new province empties the ward.
          if (value !== city.value) setValue(`${props.path}.ward`, "", { shouldDirty: true });
        }}
        onBlur={city.onBlur}
        error={props.errorOf("city")}
        failed={cities.failed}
        onRetry={cities.retry}
        t={t}
      />
      <ReferencePicker
        id={props.idOf("ward")}
        label={t("ward")}
        required={props.required}
        items={wards.items}
        value={ward.value}
        valueOf={byName}
        onChange={ward.onChange}
        onBlur={ward.onBlur}
        error={props.errorOf("ward")}
        failed={wards.failed}
        onRetry={wards.retry}
        disabled={!cityCode}
        disabledHint={t("pickCityFirst")}
        t={t}
      />
    </div>
  );
}
