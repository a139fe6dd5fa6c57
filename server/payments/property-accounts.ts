import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";

/** An account number as SePay or a person may write it, compared as banks store ours: no spaces, upper case. */
function comparableAccountNumber(number: string): string {
  return number.replace(/\s+/g, "").toUpperCase();
}

/**
 * Whether `accountNumber` is one of the property's accounts: the one it has now, or one it
 * issued a payment request under (payment_requests.bank_bin/account_number) that no other
 * property has now. A guest may pay an old code after the manager changed the account, and that
 * money is still this property's; once another property has the account, it is that one's.
 * SePay's notification names the number only, not the bank: a number is the property's if any
 * of its accounts has it.
 */
export async function isPropertyAccount(db: Queryable, propertyId: string, accountNumber: string): Promise<boolean> {
  const number = comparableAccountNumber(accountNumber);
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from properties where id = ${propertyId} and bank_account_number = ${number})
        or exists (
          select 1 from payment_requests r
          where r.property_id = ${propertyId} and r.account_number = ${number}
            and not exists (
              select 1 from properties o
              where o.id <> ${propertyId} and o.bank_bin = r.bank_bin and o.bank_account_number = r.account_number
            )
        ) as known`,
  );
  return row?.known === true;
}
