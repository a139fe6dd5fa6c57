"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { useProperty } from "./property-context";
import { useCreateCheckinLink } from "./queries";

// The desk's own QR panel. The guest check-in feature has its own link card; the two are to be
// unified in components/ui once both are merged (features do not import each other).

/** Creates a guest's online check-in link for the booking and shows it as a QR code and a URL. */
export function CheckinLinkPanel({ code }: { code: string }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const create = useCreateCheckinLink(property.id, code);
  const [qr, setQr] = useState<string>();
  const [copied, setCopied] = useState(false);
  const url = create.data?.url;
  useEffect(() => {
    if (!url) return;
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: "M" }).then((data) => live && setQr(data));
    return () => {
      live = false;
    };
  }, [url]);
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section className={styles.panel} aria-labelledby={`link-${code}`}>
      <h2 id={`link-${code}`}>{t("checkinLink")}</h2>
      <button type="button" className={styles.button} onClick={() => create.mutate()} disabled={create.isPending}>
        {t("createLink")}
      </button>
      {create.error ? <ErrorMessage error={create.error} /> : null}
      {url ? (
        <div style={{ marginTop: 8 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made in the browser */}
          {qr ? <img className={styles.qr} src={qr} alt={t("qrAlt")} /> : null}
          <div className={styles.field} style={{ marginTop: 6 }}>
            <label htmlFor={`link-url-${code}`}>URL</label>
            <input id={`link-url-${code}`} className={styles.input} readOnly value={url} onFocus={(event) => event.target.select()} />
          </div>
          <div className={styles.row} style={{ marginTop: 6 }}>
            <button type="button" className={styles.button} onClick={copy}>
              {copied ? t("copied") : t("copy")}
            </button>
            <span className={`${styles.muted} ${styles.small}`}>
              {t("linkExpires", { date: new Date(create.data!.expires_at).toLocaleString(language === "vi" ? "vi-VN" : "en-US", { timeZone: property.timezone }) })}
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
