"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { deskFetch } from "./api-client";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { LanguageToggle } from "./language-toggle";
import type { DeskProperty } from "@/server/staff/get-desk-session";

/** The desk's header: property chooser (when the staff user has several), pages, language, sign out. */
export function DeskHeader({ tenant, properties, staffName }: { tenant: string; properties: DeskProperty[]; staffName: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = usePathname();
  const base = `/desk/${tenant}`;
  const client = useQueryClient();
  // Whatever the answer (a session already ended is fine), forget every cached booking so the
  // next person at this browser sees nothing of this session.
  const signOut = useMutation({
    mutationFn: () => deskFetch("/api/desk/session", { method: "DELETE" }),
    onSettled: () => {
      client.clear();
      router.replace("/desk/sign-in");
    },
  });
  return (
    <header className={styles.header}>
      <p className={styles.brand}>{t("appName")}</p>
      <nav className={styles.nav} aria-label={t("appName")}>
        <Link href={base} aria-current={pathname === base ? "page" : undefined}>
          {t("today")}
        </Link>
        <Link href={`${base}/availability`} aria-current={pathname === `${base}/availability` ? "page" : undefined}>
          {t("availability")}
        </Link>
        <Link href={`${base}/guest-register`} aria-current={pathname === `${base}/guest-register` ? "page" : undefined}>
          {t("guestRegister")}
        </Link>
        <Link href={`${base}/transfers`} aria-current={pathname === `${base}/transfers` ? "page" : undefined}>
          {t("bankTransfers")}
        </Link>
        {properties.find((property) => property.id === tenant)?.role === "manager" ? (
          <Link href={`${base}/settings`} aria-current={pathname === `${base}/settings` ? "page" : undefined}>
            {t("settings")}
          </Link>
        ) : null}
      </nav>
      <div className={styles.headerEnd}>
        {properties.length > 1 ? (
          // A form with its own button: arrowing through the list must not switch property at each step.
          <form
            className={styles.row}
            style={{ gap: 6 }}
            onSubmit={(event) => {
              event.preventDefault();
              const chosen = new FormData(event.currentTarget).get("property");
              if (typeof chosen === "string" && chosen !== tenant) router.push(`/desk/${chosen}`);
            }}
          >
            <label htmlFor="property-chooser">{t("property")}</label>
            <select id="property-chooser" name="property" defaultValue={tenant} key={tenant}>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.title}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.ghost}>
              {t("open")}
            </button>
          </form>
        ) : (
          <span className={styles.staff}>{properties[0]?.title}</span>
        )}
        <span className={styles.staff}>{staffName}</span>
        <LanguageToggle className={styles.ghost} />
        <button type="button" className={styles.ghost} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t("signOut")}
        </button>
      </div>
    </header>
  );
}
