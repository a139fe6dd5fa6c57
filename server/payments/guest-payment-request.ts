import { checkinTokenContext } from "@/server/platform/auth/checkin-token-context";
import { getDb } from "@/server/platform/db/client";
import type { Database } from "@/server/platform/db/database";
import { ValidationError } from "@/server/domain/errors";
import { createPaymentRequest } from "./create-payment-request";
import type { PaymentRequestAnswer } from "./schemas";

/**
 * The VietQR code of the guest's finished page: what the link's booking (or the group that pays
 * for it) still owes, to the property's account. A reload answers the same live reference
 * rather than minting another. Undefined when there is nothing to show: nothing due, no bank
 * account on file, a currency other than đồng.
 */
export async function guestPaymentRequest({ db: given, token, tenantId }: { db?: Database; token: string; tenantId: string }): Promise<PaymentRequestAnswer | undefined> {
  const db = given ?? (await getDb());
  const ctx = await checkinTokenContext(db, token);
  try {
    return await createPaymentRequest({ db, ctx, input: { tenantId, bookingCode: ctx.credential.bookingCode }, reuseLive: true });
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    throw error;
  }
}
