"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@/i18n/date-time";
import { formatDate, formatMoney } from "@/i18n/format";
import { BookingHistoryPanel } from "./booking-history";
import { OnlineCheckinPanel } from "./online-checkin/online-checkin-panel";
import Link from "next/link";
import { CheckinLinkCard } from "@/components/ui/checkin-link-card";
import type { CheckinLink } from "@/components/ui/use-create-checkin-link";
import { deskFetch } from "./api-client";
import { SourceBadge, StatusBadge } from "./badges";
import styles from "./desk.module.css";
import { ErrorMessage } from "./error-message";
import { useI18n } from "./i18n";
import { PaymentsPanel } from "./payments-panel";
import { useProperty } from "./property-context";
import { deskQueries } from "./queries";
import { RoomCard } from "./room-card";
import type { BookingDetail } from "@/server/bookings/booking-detail-schema";
import type { BookingLedger } from "@/server/desk/get-booking-ledger";

/** A booking at the desk: rooms with their actions, totals and balance, payments, invoice, check-in link. */
export function BookingPage({ code }: { code: string }) {
  const { t } = useI18n();
  const property = useProperty();
  const detail = useQuery(deskQueries.booking(property.id, code));
  const ledger = useQuery(deskQueries.ledger(property.id, code));
  const error = detail.error ?? ledger.error;

  return (
    <>
      <p>
        <Link href={`/desk/${property.id}`}>{t("backToToday")}</Link>
      </p>
      {error ? <ErrorMessage error={error} /> : null}
      {detail.data && ledger.data ? (
        <BookingView booking={detail.data} ledger={ledger.data} />
      ) : !error ? (
        <p className={styles.muted}>{t("loading")}</p>
      ) : null}
    </>
  );
}

function BookingView({ booking, ledger }: { booking: BookingDetail; ledger: BookingLedger }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const money = (amount: number) => formatMoney(language, booking.currency, amount);
  const balanceClass = ledger.balance === 0 ? styles.balanceZero : styles.balanceDue;

  return (
    <>
      <div className={styles.spread} style={{ marginBottom: 8 }}>
        <h1 className={styles.pageTitle} style={{ margin: 0 }}>
          <span className={styles.code}>{booking.code}</span> · {booking.customer.name}
        </h1>
        <span className={styles.row}>
          <StatusBadge status={booking.status} />
          <SourceBadge source={booking.booking_source} />
          {booking.status !== "cancelled" ? (
            <Link className={`${styles.button} ${styles.primary}`} href={`/desk/${property.id}/bookings/${booking.code}/check-in`}>
              {t("counterCheckin")}
            </Link>
          ) : null}
          <Link className={styles.button} href={`/desk/${property.id}/bookings/${booking.code}/card`}>
            {t("printCard")}
          </Link>
          <Link className={styles.button} href={`/desk/${property.id}/bookings/${booking.code}/receipt`}>
            {t("viewReceipt")}
          </Link>
        </span>
      </div>
      <p className={`${styles.row} ${styles.muted}`}>
        <span>
          {t("stay")}: {formatDate(language, booking.checkin_date, "short")} {booking.arrival_hour} →{" "}
          {formatDate(language, booking.checkout_date, "short")} {booking.departure_hour}
        </span>
        {booking.customer.phone ? <span>{booking.customer.phone}</span> : null}
        {booking.customer.email ? <span>{booking.customer.email}</span> : null}
        {booking.source_reservation_code ? <span>#{booking.source_reservation_code}</span> : null}
        {ledger.group_code ? (
          <span>
            {t("partOfGroup")} <Link href={`/desk/${property.id}/bookings/${ledger.group_code}`}>{ledger.group_code}</Link>
          </span>
        ) : null}
      </p>
      {booking.notes ? <p className={styles.notice}>{booking.notes}</p> : null}
      {/* The guest's own words, from the check-in page: apart from the booking's notes. */}
      {booking.guest_message ? (
        <section className={styles.notice} aria-labelledby="guest-message-title">
          <h2 id="guest-message-title" className={styles.fieldLabel} style={{ fontSize: 13, margin: 0 }}>
            {t("guestMessage")}
          </h2>
          <p style={{ margin: 0, whiteSpace: "pre-wrap" }}>{booking.guest_message}</p>
        </section>
      ) : null}

      <div className={styles.detail}>
        <section aria-labelledby="rooms-title">
          <h2 id="rooms-title" className={styles.fieldLabel} style={{ fontSize: 14 }}>
            {t("rooms")} ({booking.booking_rooms.length})
          </h2>
          {ledger.is_group ? (
            <section className={styles.panel} aria-labelledby="children-title">
              <h3 id="children-title">{t("groupChildren")}</h3>
              <ul className={styles.list}>
                {ledger.children.map((child) => (
                  <li key={child.code} className={styles.row} style={{ padding: "4px 0" }}>
                    <Link className={styles.code} href={`/desk/${property.id}/bookings/${child.code}`}>
                      {child.code}
                    </Link>
                    <span>{child.customer_name}</span>
                    <StatusBadge status={child.status} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {booking.booking_rooms.map((room) => (
            <RoomCard key={room.id} booking={booking} ledger={ledger} room={room} headingLevel="h3" />
          ))}
          <BookingHistoryPanel booking={booking} />
        </section>

        <aside>
          {ledger.is_group ? null : <OnlineCheckinPanel code={booking.code} email={booking.customer.email} />}
          <section className={styles.panel} aria-labelledby="totals-title">
            <h2 id="totals-title">{t("totals")}</h2>
            <dl className={styles.totals}>
              <dt>{t("roomCharge")}</dt>
              <dd>{money(ledger.room_charge)}</dd>
              <dt>{t("serviceCharge")}</dt>
              <dd>{money(booking.service_charge)}</dd>
              <dt>
                <strong>{t("amount")}</strong>
              </dt>
              <dd data-testid="booking-amount">
                <strong>{money(booking.amount)}</strong>
              </dd>
              <dt>{t("paid")}</dt>
              <dd>{money(ledger.paid)}</dd>
              {ledger.balance_of !== booking.code ? (
                <>
                  <dt>{t("groupAmount", { code: ledger.balance_of })}</dt>
                  <dd>{money(ledger.balance_amount)}</dd>
                  <dt>{t("groupPaid")}</dt>
                  <dd>{money(ledger.balance_paid)}</dd>
                </>
              ) : null}
              <dt>
                {ledger.balance_of !== booking.code
                  ? t("balanceOfGroup", { code: ledger.balance_of })
                  : ledger.balance < 0
                    ? t("overpaid")
                    : t("balance")}
              </dt>
              <dd data-testid="booking-balance" className={balanceClass}>
                {ledger.balance === 0 ? t("settled") : money(Math.abs(ledger.balance))}
              </dd>
              {ledger.kept_credit > 0 ? (
                <>
                  <dt>{t("keptCredit")}</dt>
                  <dd data-testid="booking-kept-credit">{money(ledger.kept_credit)}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <PaymentsPanel code={booking.code} currency={booking.currency} ledger={ledger} />

          <section className={styles.panel} aria-labelledby="invoice-title">
            <h2 id="invoice-title">{t("invoice")}</h2>
            {ledger.invoice && Object.values(ledger.invoice).some(Boolean) ? (
              <dl className={styles.totals}>
                <dt>{t("company")}</dt>
                <dd>{ledger.invoice.company ?? "—"}</dd>
                <dt>{t("taxCode")}</dt>
                <dd>{ledger.invoice.tax_code ?? "—"}</dd>
                <dt>{t("address")}</dt>
                <dd>{ledger.invoice.address ?? "—"}</dd>
                <dt>{t("email")}</dt>
                <dd>{ledger.invoice.email ?? "—"}</dd>
              </dl>
            ) : (
              <p className={styles.muted}>{t("noInvoice")}</p>
            )}
          </section>

          {booking.status !== "cancelled" && booking.status !== "finished" ? <DeskCheckinLink booking={booking} /> : null}
        </aside>
      </div>
    </>
  );
}

/** The shared check-in link card with the desk's words, session and panel look. */
function DeskCheckinLink({ booking }: { booking: BookingDetail }) {
  const { t, language } = useI18n();
  const property = useProperty();
  const day = (date: string) => formatDate(language, date, "short");
  return (
    <CheckinLinkCard
      className={styles.panel}
      tenantId={property.id}
      bookingCode={booking.code}
      post={(path) => deskFetch<CheckinLink>(path, { method: "POST" })}
      revoke={(path) => deskFetch<{ revoked: number }>(path, { method: "DELETE" })}
      renderError={(error) => <ErrorMessage error={error} />}
      text={{
        title: t("checkinLink"),
        create: t("createLink"),
        copy: t("copy"),
        copied: t("copied"),
        qrAlt: t("qrAlt"),
        url: t("linkUrl"),
        expires: (expiresAt) => t("linkExpires", { date: formatDateTime(language, expiresAt, property.timezone) }),
        revoke: t("revokeLinks"),
        revoked: (count) => t("linksRevoked", { count }),
        share: t("shareLink"),
        sms: t("smsLink"),
        email: t("emailLink"),
        messageTitle: t("checkinMessageTitle", { property: property.title }),
        messageBody: (url) =>
          t("checkinMessageBody", { property: property.title, from: day(booking.checkin_date), to: day(booking.checkout_date), url }),
      }}
    />
  );
}
