/**
 * The VietQR payload of a bank transfer: NAPAS's profile of the EMVCo merchant-presented QR
 * (EMV QRCPS-MPM), as banks' apps scan it. Each field is ID (2 digits), length (2 digits), value;
 * 38 nests the beneficiary (NAPAS's GUID, then the bank's BIN and the account, then the service),
 * 62 nests the purpose (sub-field 08), and 63 ends the string with a CRC-16/CCITT-FALSE of all
 * that precedes it, "6304" included. Tested against vietqr.io's published sample (vietqr-payload.test.ts).
 */

/** NAPAS's application identifier in field 38.00. */
const NAPAS_GUID = "A000000727";
/** Field 38.02: transfer to an account (QRIBFTTC would be to a card). */
const TO_ACCOUNT = "QRIBFTTA";
const VND_NUMERIC = "704";

export interface VietQrTransfer {
  /** The beneficiary bank's NAPAS BIN, 6 digits. */
  bin: string;
  accountNumber: string;
  /** Whole đồng, as digits: a dynamic code (01 = 12) carries its amount. */
  amount: string;
  /** Field 62.08, what the transfer's content will say: our payment reference. */
  purpose: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR; 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The string a VietQR code encodes for this transfer. */
export function buildVietQrPayload(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bin)) throw new Error("A NAPAS BIN is 6 digits.");
  if (!/^[1-9]\d{0,12}$/.test(transfer.amount)) throw new Error("A VietQR amount is a positive whole number of đồng.");
  const beneficiary = field("00", transfer.bin) + field("01", transfer.accountNumber);
  const body =
    field("00", "01") +
    field("01", "12") +
    field("38", field("00", NAPAS_GUID) + field("01", beneficiary) + field("02", TO_ACCOUNT)) +
    field("53", VND_NUMERIC) +
    field("54", transfer.amount) +
    field("58", "VN") +
    field("62", field("08", transfer.purpose)) +
    "6304";
  return body + crc16CcittFalse(body);
}
