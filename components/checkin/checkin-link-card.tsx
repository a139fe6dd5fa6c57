"use client";

import QRCode from "qrcode";
import { useState } from "react";
import { formatDate } from "./format";
import { translator, type Lang } from "./i18n";
import styles from "./checkin-link-card.module.css";

export interface CheckinLinkCardProps {
  tenantId: string;
  bookingCode: string;
  /**
   * How the desk calls the API: its own fetch (with the session's cookies or headers).
   * Defaults to the browser's fetch with `headers`.
   */
  fetcher?: (input: string, init: RequestInit) => Promise<Response>;
  headers?: HeadersInit;
  lang?: Lang;
  /** Called with the new link, e.g. to log it or send it by SMS. */
  onCreated?(link: CheckinLink): void;
}

export interface CheckinLink {
  url: string;
  token: string;
  expires_at: string;
}

/**
 * The desk's side of online check-in: makes a check-in link for a booking (POST
 * .../checkin-link) and shows it as a QR code to print or show on screen, and as a URL to
 * copy into an SMS or e-mail. The QR code is drawn here (qrcode, as SVG): nothing leaves the app.
 */
export function CheckinLinkCard({ tenantId, bookingCode, fetcher, headers, lang = "vi", onCreated }: CheckinLinkCardProps) {
  const t = translator(lang);
  const [link, setLink] = useState<(CheckinLink & { qr: string }) | null>(null);
  const [state, setState] = useState<"idle" | "creating" | "failed" | "copied">("idle");

  const create = async () => {
    setState("creating");
    try {
      const call = fetcher ?? ((input: string, init: RequestInit) => fetch(input, init));
      const response = await call(`/api/v1/properties/${encodeURIComponent(tenantId)}/bookings/${encodeURIComponent(bookingCode)}/checkin-link`, {
        method: "POST",
        headers,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const created = ((await response.json()) as { data: CheckinLink }).data;
      const svg = await QRCode.toString(created.url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      setLink({ ...created, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      setState("idle");
      onCreated?.(created);
    } catch {
      setState("failed");
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
    } catch {
      // No clipboard permission (plain http): select the text so Ctrl+C works.
      (document.getElementById(`checkin-link-${bookingCode}`) as HTMLInputElement | null)?.select();
      return;
    }
    setState("copied");
  };

  return (
    <section className={styles.card} aria-labelledby={`checkin-link-title-${bookingCode}`} lang={lang}>
      <h3 id={`checkin-link-title-${bookingCode}`}>{t("linkTitle")}</h3>
      {link ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn in the browser */}
          <img className={styles.qr} src={link.qr} alt={t("qrAlt")} width={200} height={200} />
          <div className={styles.urlRow}>
            <label htmlFor={`checkin-link-${bookingCode}`} className={styles.visuallyHidden}>
              {t("linkTitle")}
            </label>
            <input id={`checkin-link-${bookingCode}`} readOnly value={link.url} onFocus={(event) => event.target.select()} />
            <button type="button" onClick={() => void copy()}>
              {state === "copied" ? t("copied") : t("copyLink")}
            </button>
          </div>
          <p className={styles.hint}>{t("linkExpires", { date: formatDate(lang, link.expires_at.slice(0, 10)) })}</p>
        </>
      ) : null}
      <button type="button" onClick={() => void create()} disabled={state === "creating"}>
        {t("createLink")}
      </button>
      {state === "failed" ? (
        <p role="alert" className={styles.error}>
          {t("serverError")}
        </p>
      ) : null}
    </section>
  );
}
