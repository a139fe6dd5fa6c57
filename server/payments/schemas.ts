import { z } from "zod";
import { moneyAmountSchema } from "@/server/bookings/room-operation-schemas";

export const createPaymentRequestBodySchema = z
  .strictObject({
    amount: z
      .number()
      .int("VietQR amounts are whole đồng.")
      .gt(0, "Must be more than 0.")
      .max(9_999_999_999_999, "Must be at most 13 digits.")
      .pipe(moneyAmountSchema)
      .optional()
      .describe("Whole đồng; by default the balance due of the booking that pays (a merged child's group)"),
  })
  .meta({ id: "CreatePaymentRequest" });

export const paymentRequestSchema = z
  .object({
    reference: z
      .string()
      .regex(/^[A-Z0-9]{1,25}$/)
      .describe("What the transfer's content must carry: letters and digits, at most 25"),
    amount: z.number().describe("Whole đồng asked for"),
    payload: z.string().describe("The VietQR (NAPAS/EMVCo) string the QR code encodes"),
    qr_svg: z.string().describe("The QR code as an SVG document, rendered by the server"),
    expires_at: z.iso.datetime().describe("After this a transfer carrying the reference waits at the desk to be matched by a person"),
    bank: z
      .object({ bin: z.string(), name: z.string(), account_number: z.string(), account_holder: z.string() })
      .describe("The property's account the code pays into (extension)"),
  })
  .meta({ id: "PaymentRequest" });

export type PaymentRequestAnswer = z.infer<typeof paymentRequestSchema>;
export type CreatePaymentRequestBody = z.input<typeof createPaymentRequestBodySchema>;
