/**
 * Whether a guest can be shown a VietQR code for this property: it has a bank account on file
 * and keeps its books in đồng (VietQR amounts are whole đồng). createPaymentRequest refuses the
 * other cases with a 422 naming why; the guest page asks this first, so it offers the code only
 * where one can be made.
 */
export function takesTransfers(property: {
  bankBin: string | null;
  bankAccountNumber: string | null;
  bankAccountHolder: string | null;
  currency: string;
}): boolean {
  return !!property.bankBin && !!property.bankAccountNumber && !!property.bankAccountHolder && property.currency === "VND";
}
