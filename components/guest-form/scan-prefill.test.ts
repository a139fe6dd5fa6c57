import { describe, expect, it } from "vitest";
import { parseCccdQr } from "@/components/document-reader/cccd-qr";
import { readMrz } from "@/components/document-reader/mrz";
import { documentValuesOf, scannedDocumentOf } from "./scan-prefill";
import { emptyGuest, GUEST_FIELDS } from "./form-values";

// What a read document puts in the guest form: only the form's own fields, in its formats.

const TODAY = new Date("2026-11-23T00:00:00Z");

describe("values from a read document", () => {
  it("fills a Vietnamese guest from the ID card's QR code", () => {
    const parsed = parseCccdQr("079303001234||Trần Thị Bích Ngọc|02112003|Nữ|Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh|10082021", TODAY);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(documentValuesOf({ kind: "cccd", card: parsed.card })).toEqual({
      name: "Trần Thị Bích Ngọc",
      id_type: "identity_card",
      identity: "079303001234",
      birthday: "2003-11-02",
      gender: "female",
      country: "VN",
      address: "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
      identity_issue_date: "2021-08-10",
    });
  });

  it("fills a traveller from a passport's zone, surname first, and no country for a code the list lacks", () => {
    const specimen = readMrz("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10", TODAY);
    if (!specimen.ok) throw new Error(specimen.reason);
    const values = documentValuesOf({ kind: "mrz", document: specimen.document });
    expect(values).toEqual({
      name: "ERIKSSON ANNA MARIA",
      id_type: "passport",
      identity: "L898902C3",
      birthday: "1974-08-12",
      gender: "female",
    });
    const fields: readonly string[] = GUEST_FIELDS;
    for (const field of Object.keys(values)) expect(fields).toContain(field);
    expect(Object.keys(emptyGuest("k"))).toEqual(expect.arrayContaining(Object.keys(values)));
  });

  it("shows a zone's name for the guest to confirm, and leaves a noise name line for the guest to type", () => {
    const photo = new Blob([]);
    const read = readMrz("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10", TODAY);
    if (!read.ok) throw new Error(read.reason);
    expect(scannedDocumentOf({ kind: "mrz", document: read.document }, photo).zoneName).toBe("ERIKSSON ANNA MARIA");
    const noise = readMrz("P<UTOAKAHASHICSTUTCLE<LLLLELLLRELLLLELEERES\nL898902C36UTO7408122F1204159ZE184226B<<<<<10", TODAY);
    if (!noise.ok) throw new Error(noise.reason);
    const scanned = scannedDocumentOf({ kind: "mrz", document: noise.document }, photo);
    expect(scanned.zoneName).toBeNull();
    expect(scanned.values).not.toHaveProperty("name");
    expect(scanned.values.identity).toBe("L898902C3");
  });
});
