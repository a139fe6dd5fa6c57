"use client";

import QRCode from "qrcode";
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { useCreateCheckinLink, type CheckinLink } from "./use-create-checkin-link";
import { useRevokeCheckinLinks } from "./use-revoke-checkin-links";
import styles from "./checkin-link-card.module.css";

/** The card's words, in the host feature's language (the card has no dictionary of its own). */
interface CheckinLinkCardText {
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
  /** The phone's or computer's share sheet (Web Share API), the SMS app and the mail app. */
  share: string;
  sms: string;
  email: string;
  /** The subject of the e-mail and title of the share: names the property. */
  messageTitle: string;
  /** The message that carries the link: names the property and the stay's dates. */
  messageBody(url: string): string;
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
 * code of its short URL (to print, or for the guest to scan from the screen), as a URL to copy,
 * and sends it with the device's share sheet, an SMS or an e-mail (the host's words name the
 * property and the dates). The QR code is drawn in the browser (qrcode, as SVG): the link leaves nowhere.
 * A link sent to the wrong person is withdrawn by revoking the booking's links.
 */
export function CheckinLinkCard({
  tenantId,
  bookingCode,
  post,
  revoke: sendRevoke,
  text,
  renderError,
  className,
  onCreated,
}: CheckinLinkCardProps) {
  const id = useId();
  const create = useCreateCheckinLink({ tenantId, bookingCode, post });
  const revoke = useRevokeCheckinLinks({ tenantId, bookingCode, revoke: sendRevoke });
  const link = create.data;
  const [qr, setQr] = useState<{ url: string; image: string }>();
  const [copiedUrl, setCopiedUrl] = useState<string>();
  // Known only in the browser, after hydration: the server renders no Share button.
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, serverCannotShare);
  // The short URL: a QR code of about a third of the modules, which a phone reads from further away.
  const shared = link ? link.short_url : undefined;

  useEffect(() => {
    if (!shared) return;
    let live = true;
    void QRCode.toString(shared, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((svg) => {
      if (live) setQr({ url: shared, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [shared]);

  const share = async (url: string) => {
    try {
      await navigator.share({ title: text.messageTitle, text: text.messageBody(url), url });
    } catch {
      // Closed without choosing an app (AbortError), or not allowed here: nothing to report.
    }
  };

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
          {qr && qr.url === shared ? (
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
          <div className={styles.actions}>
            {canShare ? (
              <button type="button" onClick={() => void share(link.short_url)}>
                {text.share}
              </button>
            ) : null}
            {/* `sms:?&body=` is the form both iOS and Android read; the body carries the link. */}
            <a className={styles.linkButton} href={`sms:?&body=${encodeURIComponent(text.messageBody(link.short_url))}`}>
              {text.sms}
            </a>
            <a
              className={styles.linkButton}
              href={`mailto:?subject=${encodeURIComponent(text.messageTitle)}&body=${encodeURIComponent(text.messageBody(link.short_url))}`}
            >
              {text.email}
            </a>
          </div>
          <p className={styles.hint}>{text.expires(link.expires_at)}</p>
        </>
      ) : null}
    </section>
  );
}

const neverChanges = () => () => undefined;
const browserCanShare = () => typeof navigator.share === "function";
const serverCannotShare = () => false;
