"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { ApiError, deskFetch } from "./api-client";
import styles from "./desk.module.css";
import { useI18n } from "./i18n";
import { LanguageToggle } from "./language-toggle";

export function SignInForm() {
  const { t } = useI18n();
  const router = useRouter();
  const next = useSearchParams().get("next");
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useMutation({
    mutationFn: () => deskFetch("/api/desk/session", { method: "POST", body: { email, password } }),
    onSuccess: () => {
      client.clear();
      router.replace(next?.startsWith("/desk/") && !next.startsWith("/desk//") ? next : "/desk");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const error = signIn.error instanceof ApiError ? signIn.error : undefined;
  const retryAfter = typeof error?.body.retry_after === "number" ? error.body.retry_after : undefined;
  // A lock lasts minutes; a sign-in refused because another on the e-mail is running, or all
  // password checks are busy, is a matter of seconds (docs/desk.md, Throttling).
  const refusal =
    retryAfter === undefined
      ? undefined
      : retryAfter < 60
        ? t("signInBusy", { seconds: retryAfter })
        : t("lockedFor", { minutes: Math.ceil(retryAfter / 60) });

  return (
    <main className={styles.shell}>
      <form className={styles.signIn} onSubmit={submit} aria-describedby={error ? "sign-in-error" : undefined}>
        <div className={styles.spread}>
          <h1>{t("signInTitle")}</h1>
          <LanguageToggle />
        </div>
        <div className={styles.field}>
          <label htmlFor="email">{t("email")}</label>
          <input
            id="email"
            className={styles.input}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="password">{t("password")}</label>
          <input
            id="password"
            className={styles.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error ? (
          <p id="sign-in-error" role="alert" className={styles.alert}>
            {refusal ?? (error.status === 401 ? t("wrongPassword") : error.message)}
          </p>
        ) : null}
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={signIn.isPending}>
          {signIn.isPending ? t("signingIn") : t("signIn")}
        </button>
      </form>
    </main>
  );
}
