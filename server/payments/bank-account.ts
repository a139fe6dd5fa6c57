import { z } from "zod";
import { BANK_BINS } from "@/server/reference/vietnamese-banks";

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
export function bankHolderName(typed: string): string {
  return typed
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "D")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}
