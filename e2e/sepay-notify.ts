import type { APIRequestContext, APIResponse } from "@playwright/test";

/** The SePay key playwright.config.ts gives the e2e servers. */
const SEPAY_KEY = "e2e-sepay-key-not-for-production";

export interface SepayTransfer {
  /** The property whose receiver SePay calls. */
  tenant: string;
  accountNumber: string;
  amount: number;
  /** The transfer's content, as the payer's bank wrote it (it carries the reference). */
  content: string;
  gateway?: string;
  referenceCode?: string;
  transferType?: "in" | "out";
}

let sequence = 0;

/**
 * The bank's notification of a transfer, as SePay sends it (API-key mode), with an id of its own:
 * the one place the browser tests post to the receiver, so a change of its address or key is made here.
 */
export function notifySepay(request: APIRequestContext, transfer: SepayTransfer): Promise<APIResponse> {
  sequence += 1;
  return request.post("/api/v1/integrations/sepay", {
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    data: {
      id: Date.now() * 100 + (sequence % 100),
      gateway: transfer.gateway ?? "Vietcombank",
      transactionDate: null,
      accountNumber: transfer.accountNumber,
      code: null,
      content: transfer.content,
      transferType: transfer.transferType ?? "in",
      transferAmount: transfer.amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: transfer.referenceCode ?? `FT${Date.now()}`,
      description: "",
    },
  });
}
