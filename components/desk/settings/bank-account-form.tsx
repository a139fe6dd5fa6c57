"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  bankAccountRequestSchema,
  bankHolderAsTyped,
  type BankAccountRequest,
  type BankAccountView,
} from "@/server/payments/bank-account-schema";
import { bankNameOf, VIETNAMESE_BANKS } from "@/server/reference/vietnamese-banks";
import styles from "../desk.module.css";
import { ApiError } from "../api-client";
import { ErrorMessage } from "../error-message";
import { FieldError, FormError, invalidProps } from "../form-parts";
import { useI18n } from "../i18n";
import { useProperty } from "../property-context";
import { deskQueries, useSetBankAccount } from "../queries";
import { issueProblems, placeApiErrors, problemsResolver, type FieldOf } from "../request-form";

type Values = { bin: string; number: string; holder: string };

/** The request's fields are the form's own; an account another property has is refused on `bank_account.number`. */
const fieldOf: FieldOf = (path) =>
  path === "bank_account.number" ? "number" : path === "bin" || path === "number" || path === "holder" ? path : undefined;

const valuesOf = (account: BankAccountView | null): Values => ({
  bin: account?.bin ?? "",
  number: account?.number ?? "",
  holder: account?.holder ?? "",
});

/** A manager's settings: the account guests pay by VietQR transfer, saved or removed. */
export function BankAccountSettings() {
  const { t } = useI18n();
  const property = useProperty();
  const current = useQuery(deskQueries.bankAccount(property.id));
  // Here, not in the form: the form starts over from each account the server answers (its key),
  // and the save's "Saved." must outlive that.
  const save = useSetBankAccount(property.id);
  const [removed, setRemoved] = useState(false);
  if (current.error) return <ErrorMessage error={current.error} />;
  if (!current.data) return <p className={styles.muted}>{t("loading")}</p>;
  return (
    <BankAccountForm
      key={JSON.stringify(current.data.bank_account)}
      account={current.data.bank_account}
      save={save}
      removed={removed}
      setRemoved={setRemoved}
    />
  );
}

function BankAccountForm({
  account,
  save,
  removed,
  setRemoved,
}: {
  account: BankAccountView | null;
  save: ReturnType<typeof useSetBankAccount>;
  removed: boolean;
  setRemoved(removed: boolean): void;
}) {
  const { t } = useI18n();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const words: Record<string, string> = { bin: t("bankChooseInvalid"), number: t("bankNumberInvalid"), holder: t("bankHolderInvalid") };
  const form = useForm<Values>({
    defaultValues: valuesOf(account),
    // The server's own schema: the holder is written as the bank prints it there too.
    resolver: problemsResolver((values) => {
      const parsed = bankAccountRequestSchema.safeParse(values);
      return parsed.success ? {} : issueProblems(parsed.error.issues, fieldOf, (issue) => words[String(issue.path[0])] ?? issue.message);
    }),
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control });
  const preview = bankAccountRequestSchema.safeParse(typed);

  const submit = form.handleSubmit((values) => {
    setRemoved(false);
    // The resolver passed these values: send them as the schema writes them (the holder trimmed).
    const request: BankAccountRequest = bankAccountRequestSchema.parse(values);
    save.mutate(request, {
      onError: (error) => {
        placeApiErrors(error, form.setError, fieldOf);
        // The server's words are English: the desk's own, in the desk's language.
        if (error instanceof ApiError && error.fieldErrors["bank_account.number"])
          form.setError("number", { message: t("bankAccountTaken") });
      },
    });
  });
  const holder = form.register("holder", {
    // As typed: upper case, tone marks off ("Nguyễn Văn A" → "NGUYEN VAN A"), as the bank and the guest's app show it.
    onChange: (event: { target: { value: string } }) => form.setValue("holder", bankHolderAsTyped(event.target.value)),
  });

  return (
    <section className={styles.panel} aria-labelledby="bank-account-title">
      <h2 id="bank-account-title">{t("bankAccountTitle")}</h2>
      <p className={styles.muted}>{account ? t("bankAccountHint") : t("bankAccountNone")}</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.row} style={{ alignItems: "flex-start" }}>
          <div className={styles.field}>
            <label htmlFor="bank-bin">{t("bankBank")}</label>
            <select id="bank-bin" className={styles.input} {...form.register("bin")} {...invalidProps("bank-bin", errors.bin?.message)}>
              <option value="">{t("bankChoose")}</option>
              {VIETNAMESE_BANKS.map((bank) => (
                <option key={bank.bin} value={bank.bin}>
                  {bank.shortName} ({bank.bin})
                </option>
              ))}
            </select>
            <FieldError id="bank-bin" message={errors.bin?.message} />
          </div>
          <div className={styles.field}>
            <label htmlFor="bank-number">{t("bankNumber")}</label>
            <input
              id="bank-number"
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={64}
              {...form.register("number")}
              {...invalidProps("bank-number", errors.number?.message)}
            />
            <FieldError id="bank-number" message={errors.number?.message} />
          </div>
          <div className={styles.field}>
            <label htmlFor="bank-holder">{t("bankHolder")}</label>
            <input
              id="bank-holder"
              className={styles.input}
              autoComplete="off"
              maxLength={70}
              {...holder}
              {...invalidProps("bank-holder", errors.holder?.message)}
              aria-describedby={errors.holder?.message ? "bank-holder-error" : "bank-holder-help"}
            />
            <p id="bank-holder-help" className={`${styles.muted} ${styles.small}`} style={{ margin: 0 }}>
              {t("bankHolderHelp")}
            </p>
            <FieldError id="bank-holder" message={errors.holder?.message} />
          </div>
        </div>
        {preview.success ? (
          <p className={styles.notice} aria-live="polite">
            {t("bankPreview", {
              holder: preview.data.holder,
              bank: bankNameOf(preview.data.bin) ?? preview.data.bin,
              number: preview.data.number,
            })}
          </p>
        ) : null}
        <FormError errors={errors} error={save.error} />
        {save.isSuccess && !save.isPending ? (
          <p role="status" className={styles.success}>
            {removed ? t("bankRemoved") : t("saved")}
          </p>
        ) : null}
        <div className={styles.row} style={{ marginTop: 8 }}>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={save.isPending}>
            {t("bankSave")}
          </button>
          {account && !confirmingRemoval ? (
            <button type="button" className={styles.button} onClick={() => setConfirmingRemoval(true)} disabled={save.isPending}>
              {t("bankRemove")}
            </button>
          ) : null}
        </div>
      </form>
      {confirmingRemoval ? (
        <div role="alertdialog" aria-labelledby="bank-remove-question" className={styles.notice}>
          <p id="bank-remove-question" style={{ marginTop: 0 }}>
            {t("bankRemoveConfirm")}
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={save.isPending}
              onClick={() => {
                setRemoved(true);
                save.mutate(null, { onSettled: () => setConfirmingRemoval(false) });
              }}
            >
              {t("bankRemoveYes")}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirmingRemoval(false)}>
              {t("close")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
