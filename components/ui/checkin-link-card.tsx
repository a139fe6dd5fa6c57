"use client";

import QRCode from "qrcode";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useCreateCheckinLink, type CheckinLink } from "./use-create-checkin-link";
import { useRevokeCheckinLinks } from "./use-revoke-checkin-links";
import styles from "./checkin-link-card.module.css";

/** The card's words, in the host feature's language (the card has no dictionary of its own). */
export interface CheckinLinkCardText {
  title: string;
  create: string;
  copy: string;
  copied: string;
  qrAlt: string;
  url: string;
  /** "Expires ..." for the link's expires_at, in the host's language and timezone. */
  expires(expiresAt: string): string;
  revoke: string;
  /** What the revocation did: how many links stopped working. */
  revoked(count: number): string;
}

export interface CheckinLinkCardProps {
  tenantId: string;
  bookingCode: string;
  /** How the host reaches the API (see useCreateCheckinLink). */
  post(path: string): Promise<CheckinLink>;
  /** How the host sends the DELETE that revokes every link of the booking (see useRevokeCheckinLinks). */
  revoke(path: string): Promise<{ revoked: number }>;
  text: CheckinLinkCardText;
  /** The host's way of explaining a failed request. */
  renderError(error: Error): ReactNode;
  /** Classes for the card's frame, so it sits among the host's panels. */
  className?: string;
  /** Called with each new link, e.g. to log it or send it by SMS. */
  onCreated?(link: CheckinLink): void;
}

/**
 * Online check-in from the front desk: creates a booking's check-in link and shows it as a QR
 * code (to print, or for the guest to scan from the screen) and as a URL to copy into an SMS or
 * an e-mail. The QR code is drawn in the browser (qrcode, as SVG): the link leaves nowhere.
 * A link sent to the wrong person is withdrawn by revoking the booking's links.
 */
export function CheckinLinkCard({ tenantId, bookingCode, post, revoke: sendRevoke, text, renderError, className, onCreated }: CheckinLinkCardProps) {
  const id = useId();
  const create = useCreateCheckinLink({ tenantId, bookingCode, post });
  const revoke = useRevokeCheckinLinks({ tenantId, bookingCode, revoke: sendRevoke });
  const link = create.data;
  const [qr, setQr] = useState<{ url: string; image: string }>();
  const [copiedUrl, setCopiedUrl] = useState<string>();

  useEffect(() => {
    if (!link) return;
    let live = true;
    void QRCode.toString(link.url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((svg) => {
      if (live) setQr({ url: link.url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [link]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedUrl(url);
    } catch {
      // No clipboard here (plain http, or permission refused): select the URL so Ctrl+C works.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <section className={[styles.card, className].filter(Boolean).join(" ")} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <div className={styles.actions}>
        <button
          type="button"
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (created) => {
                revoke.reset();
                onCreated?.(created);
              },
            })
          }
          disabled={create.isPending}
        >
          {text.create}
        </button>
        <button
          type="button"
          // The link on screen is among those revoked: stop showing it.
          onClick={() => revoke.mutate(undefined, { onSuccess: () => create.reset() })}
          disabled={revoke.isPending}
        >
          {text.revoke}
        </button>
      </div>
      {create.error ? renderError(create.error) : null}
      {revoke.error ? renderError(revoke.error) : null}
      {revoke.data ? (
        <p className={styles.hint} role="status">
          {text.revoked(revoke.data.revoked)}
        </p>
      ) : null}
      {link ? (
        <>
          {qr?.url === link.url ? (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn in the browser
            <img className={styles.qr} src={qr.image} alt={text.qrAlt} width={220} height={220} />
          ) : null}
          <div className={styles.urlField}>
            <label htmlFor={`${id}-url`}>{text.url}</label>
            <div className={styles.urlRow}>
              <input id={`${id}-url`} readOnly value={link.url} onFocus={(event) => event.target.select()} />
              <button type="button" onClick={() => void copy(link.url)}>
                {copiedUrl === link.url ? text.copied : text.copy}
              </button>
            </div>
          </div>
          <p className={styles.hint}>{text.expires(link.expires_at)}</p>
        </>
      ) : null}
    </section>
  );
}
