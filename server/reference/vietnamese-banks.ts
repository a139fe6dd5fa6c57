/**
 * Vietnamese banks by their NAPAS BIN (the 6-digit bank identification number a VietQR code
 * names the beneficiary's bank by), with the short names receptionists and guests know them by.
 *
 * SOURCE: the NAPAS 247 member list as published by VietQR (https://api.vietqr.io/v2/banks,
 * fields `bin` and `shortName`), read 2026-11; checked against the BINs in NAPAS's VietQR
 * samples (970415 VietinBank, 970436 Vietcombank). A bank missing here is added with its BIN.
 */
export const VIETNAMESE_BANKS = [
  { bin: "970436", shortName: "Vietcombank" },
  { bin: "970415", shortName: "VietinBank" },
  { bin: "970418", shortName: "BIDV" },
  { bin: "970405", shortName: "Agribank" },
  { bin: "970407", shortName: "Techcombank" },
  { bin: "970422", shortName: "MB" },
  { bin: "970416", shortName: "ACB" },
  { bin: "970432", shortName: "VPBank" },
  { bin: "970423", shortName: "TPBank" },
  { bin: "970403", shortName: "Sacombank" },
  { bin: "970437", shortName: "HDBank" },
  { bin: "970441", shortName: "VIB" },
  { bin: "970443", shortName: "SHB" },
  { bin: "970431", shortName: "Eximbank" },
  { bin: "970426", shortName: "MSB" },
  { bin: "970448", shortName: "OCB" },
  { bin: "970440", shortName: "SeABank" },
  { bin: "970454", shortName: "VietCapitalBank" },
  { bin: "970429", shortName: "SCB" },
  { bin: "970412", shortName: "PVcomBank" },
  { bin: "970409", shortName: "BacABank" },
  { bin: "970428", shortName: "NamABank" },
  { bin: "970449", shortName: "LPBank" },
  { bin: "970452", shortName: "KienLongBank" },
  { bin: "970427", shortName: "VietABank" },
  { bin: "970419", shortName: "NCB" },
  { bin: "970400", shortName: "SaigonBank" },
  { bin: "970430", shortName: "PGBank" },
  { bin: "970438", shortName: "BaoVietBank" },
  { bin: "970433", shortName: "VietBank" },
  { bin: "970406", shortName: "DongABank" },
  { bin: "970425", shortName: "ABBANK" },
  { bin: "970408", shortName: "GPBank" },
  { bin: "970414", shortName: "Oceanbank" },
  { bin: "970424", shortName: "ShinhanBank" },
  { bin: "970442", shortName: "HongLeong" },
  { bin: "970457", shortName: "Woori" },
  { bin: "970421", shortName: "VRB" },
  { bin: "970434", shortName: "IndovinaBank" },
  { bin: "970439", shortName: "PublicBank" },
  { bin: "970455", shortName: "IBKHN" },
  { bin: "970458", shortName: "UnitedOverseas" },
  { bin: "970446", shortName: "COOPBANK" },
  { bin: "963388", shortName: "Timo" },
  { bin: "546034", shortName: "CAKE" },
  { bin: "546035", shortName: "Ubank" },
] as const;

export type BankBin = (typeof VIETNAMESE_BANKS)[number]["bin"];

export const BANK_BINS = VIETNAMESE_BANKS.map((bank) => bank.bin) as [BankBin, ...BankBin[]];

/** The bank's short name for its BIN, or undefined for a BIN not in the list. */
export function bankNameOf(bin: string): string | undefined {
  return VIETNAMESE_BANKS.find((bank) => bank.bin === bin)?.shortName;
}
