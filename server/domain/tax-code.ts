// The buyer's tax code on a Vietnamese e-invoice (Decree 123/2020/ND-CP), checked at input so
// the accountant does not find a wrong one after the guest has left.

/**
 * A Vietnamese tax code (mã số thuế): 10 digits for a company, 10-3 for its branch
 * (0101234567-001), and, since 1 July 2025 (Circular 86/2024/TT-BTC), a person's 12-digit
 * citizen ID number, which buyers now give on their invoices.
 */
export const TAX_CODE = /^(\d{10}(-\d{3})?|\d{12})$/;
export const TAX_CODE_MESSAGE = "A tax code is 10 digits, 10-3 for a branch (0101234567-001), or a person's 12-digit ID number.";
