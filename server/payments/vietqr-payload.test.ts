import { describe, expect, it } from "vitest";
import { buildVietQrPayload, crc16CcittFalse } from "./vietqr-payload";
import { comparableContent, MAX_REFERENCE_LENGTH, newPaymentReference } from "./payment-reference";

// vietqr.io's published sample: VietinBank 970415, account 113366668888, 79,000 đồng, "Ung Ho Quy Vac Xin".
const VIETQR_IO_SAMPLE =
  "00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin63043ACF";

/**
 * The test's own reading of an EMVCo TLV string, written apart from the builder: ID (2 digits),
 * length (2 digits), value, and so on to the end; anything left over is an error.
 */
function decodeTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number.parseInt(text.slice(at + 2, at + 4), 10);
    if (!/^\d{2}$/.test(id) || Number.isNaN(length) || at + 4 + length > text.length)
      throw new Error(`Bad TLV at ${at}: ${text.slice(at)}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE again, table-free and bit by bit on a bigint-free loop of its own. */
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const char of Buffer.from(text, "utf8")) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) & 1) ^ ((char >> bit) & 1);
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

describe("VietQR payload", () => {
  it("builds vietqr.io's published sample byte for byte, CRC 3ACF included", () => {
    const payload = buildVietQrPayload({ bin: "970415", accountNumber: "113366668888", amount: "79000", purpose: "Ung Ho Quy Vac Xin" });
    expect(payload).toBe(VIETQR_IO_SAMPLE);
    expect(payload.slice(-4)).toBe("3ACF");
  });

  it("computes CRC-16/CCITT-FALSE: the standard check value of 123456789 is 29B1, and the sample's", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
    expect(referenceCrc("123456789")).toBe("29B1");
    expect(crc16CcittFalse(VIETQR_IO_SAMPLE.slice(0, -4))).toBe("3ACF");
  });

  it("decodes back, by an independent TLV reader, to the fields NAPAS asks for", () => {
    const reference = newPaymentReference("HNVRBEHJ");
    const payload = buildVietQrPayload({ bin: "970436", accountNumber: "0011004455667", amount: "3340000", purpose: reference });
    const fields = decodeTlv(payload);
    expect([...fields.keys()]).toEqual(["00", "01", "38", "53", "54", "58", "62", "63"]);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    const beneficiary = decodeTlv(fields.get("38")!);
    expect(beneficiary.get("00")).toBe("A000000727");
    expect(beneficiary.get("02")).toBe("QRIBFTTA");
    expect(Object.fromEntries(decodeTlv(beneficiary.get("01")!))).toEqual({ "00": "970436", "01": "0011004455667" });
    expect(fields.get("53")).toBe("704");
    expect(fields.get("54")).toBe("3340000");
    expect(fields.get("58")).toBe("VN");
    expect(Object.fromEntries(decodeTlv(fields.get("62")!))).toEqual({ "08": reference });
    expect(fields.get("63")).toBe(referenceCrc(payload.slice(0, -4)));
    // The sample decodes the same way.
    expect(decodeTlv(VIETQR_IO_SAMPLE).get("54")).toBe("79000");
  });

  it("refuses what a bank app could not read: a non-whole amount, a BIN that is not 6 digits", () => {
    expect(() => buildVietQrPayload({ bin: "970415", accountNumber: "1", amount: "10.5", purpose: "X" })).toThrow();
    expect(() => buildVietQrPayload({ bin: "97041", accountNumber: "1", amount: "10", purpose: "X" })).toThrow();
  });
});

describe("Payment references", () => {
  it("are letters and digits only, at most 25, and unique over many requests of one booking", () => {
    const references = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const reference = newPaymentReference("HNVRBEHJ");
      expect(reference).toMatch(/^[A-Z0-9]{1,25}$/);
      expect(reference.length).toBeLessThanOrEqual(MAX_REFERENCE_LENGTH);
      references.add(reference);
    }
    expect(references.size).toBe(5000);
    expect(newPaymentReference("a-very-long-booking-code-indeed")).toMatch(/^[A-Z0-9]{1,25}$/);
  });

  it("survive what banks do to a transfer's content: spaces, dashes, lower case, tone marks", () => {
    const reference = newPaymentReference("HN9R3MM3");
    const mangled = `Thanh toán ${reference.slice(0, 6).toLowerCase()} ${reference.slice(6, 12)}-${reference.slice(12)} FT2634`;
    expect(comparableContent(mangled)).toContain(reference);
  });
});
