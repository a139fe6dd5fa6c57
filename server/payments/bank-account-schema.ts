import { z } from "zod";
import { inPlainLatin } from "@/server/domain/tone-marks";
import { BANK_BINS, bankNameOf } from "@/server/reference/vietnamese-banks";

/**
 * A property's bank account for transfers, as the fixture format and the desk's settings write
 * it: the bank by its NAPAS BIN (reference/vietnamese-banks.ts), the account number, and the
 * holder's name as banks print it: upper case, without tone marks (what a guest's app shows
 * before confirming). The column check (properties_bank_account_check) holds the same bounds.
 */
export const bankAccountSchema = z.strictObject({
  bin: z.enum(BANK_BINS, "Choose a bank from the list."),
  number: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{4,19}$/, "An account number is 4 to 19 digits (or capital letters)."),
  holder: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z .-]{0,69}$/, "Write the holder's name in capitals without tone marks, as the bank prints it (NGUYEN VAN A)."),
});

export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A name typed with tone marks or in lower case, as the bank prints it: "Nguyễn Văn Á" → "NGUYEN VAN A". */
function bankHolderName(typed: string): string {
  return bankHolderAsTyped(typed).trim();
}

/** The same while it is being typed: a space at the end stays, so the next word can follow it. */
export function bankHolderAsTyped(typed: string): string {
  return inPlainLatin(typed).toUpperCase().replace(/\s+/g, " ").replace(/^ /, "");
}

/**
 * The bank account as the desk's settings send it (PUT): the same rules, after the holder is
 * written as the bank prints it (the form does the same as it is typed, so what is saved is
 * what was shown) and spaces are taken out of the number ("1133 6666 8888"). Inputs are bounded
 * before anything is done to them.
 */
export const bankAccountRequestSchema = z.strictObject({
  bin: bankAccountSchema.shape.bin,
  number: z
    .string()
    .max(64, "An account number is 4 to 19 digits (or capital letters).")
    .transform((typed) => typed.replace(/\s+/g, ""))
    .pipe(bankAccountSchema.shape.number),
  holder: z.string().max(200, "At most 70 characters.").transform(bankHolderName).pipe(bankAccountSchema.shape.holder),
});

export type BankAccountRequest = z.input<typeof bankAccountRequestSchema>;

/** The account as the desk shows it, with its bank's name; null when the property has none. */
export function bankAccountView(row: { bankBin: string | null; bankAccountNumber: string | null; bankAccountHolder: string | null }) {
  if (!row.bankBin || !row.bankAccountNumber || !row.bankAccountHolder) return null;
  return {
    bin: row.bankBin,
    bank_name: bankNameOf(row.bankBin) ?? row.bankBin,
    number: row.bankAccountNumber,
    holder: row.bankAccountHolder,
  };
}

export type BankAccountView = NonNullable<ReturnType<typeof bankAccountView>>;

/** An account number for logs: its last four characters only ("…8888"). */
export function maskedAccountNumber(number: string | null): string | null {
  return number === null ? null : `…${number.slice(-4)}`;
}
