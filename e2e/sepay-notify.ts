import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";

/** The fixtures the e2e servers load (playwright.config.ts), whose properties carry their SePay keys. */
const FIXTURES = [
  "drizzle/fixtures/demo.json",
  "e2e/fixtures/guest-languages.json",
  "e2e/fixtures/desk-money.json",
  "e2e/fixtures/checkin-save-and-pay.json",
];

interface FixtureFile {
  properties: { id: string; bank_account?: { sepay_webhook_key?: string } }[];
}

/** Each property's SePay receiver key, as its fixture gives it (bank_account.sepay_webhook_key). */
function fixtureSepayKey(tenant: string): string {
  for (const file of FIXTURES) {
    const fixture = JSON.parse(fs.readFileSync(path.join(process.cwd(), file), "utf8")) as FixtureFile;
    const key = fixture.properties.find((property) => property.id === tenant)?.bank_account?.sepay_webhook_key;
    if (key) return key;
  }
  throw new Error(`No fixture gives ${tenant} a SePay key.`);
}

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
  /** The key to send, when not the property's fixture key (one a manager generated at the desk). */
  key?: string;
}

let sequence = 0;

/**
 * The bank's notification of a transfer, as SePay sends it (API-key mode) to the property's own
 * receiver with the property's own key, with an id of its own: the one place the browser tests
 * post to the receiver, so a change of its address or key is made here.
 */
export function notifySepay(request: APIRequestContext, transfer: SepayTransfer): Promise<APIResponse> {
  sequence += 1;
  return request.post(`/api/v1/integrations/sepay/${encodeURIComponent(transfer.tenant)}`, {
    headers: { authorization: `Apikey ${transfer.key ?? fixtureSepayKey(transfer.tenant)}` },
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
