import type { IdReading, ReadFailure } from "@/components/document-reader/read-id-document";
import type { GuestField } from "./form-values";
import type { MessageKey } from "./message-types";

// What a read document puts in a guest's fields. Names are kept as the document prints them
// (a passport's MRZ in capitals, surname first, as hotels register them).

export type DocumentValues = Partial<Record<GuestField, string>>;

export interface ScannedDocument {
  values: DocumentValues;
  /** The card's permanent address as printed, for resolving to a 2025 province and ward. */
  addressText: string | null;
  /** A passport's or foreign ID card's expiry, YYYY-MM-DD. */
  expiryDate: string | null;
  /**
   * A zone's name, shown for the guest to confirm (it has no check digit); null when its line
   * was not a valid name field and the guest types it; undefined for a chip ID card's QR code.
   */
  zoneName?: string | null;
  photo: Blob;
}

export function documentValuesOf(reading: IdReading): DocumentValues {
  if (reading.kind === "cccd") {
    const { card } = reading;
    return {
      name: card.fullName,
      id_type: "identity_card",
      identity: card.idNumber,
      birthday: card.birthDate,
      gender: card.gender,
      country: "VN",
      address: card.address,
      ...(card.issueDate ? { identity_issue_date: card.issueDate } : {}),
    };
  }
  const { document } = reading;
  return {
    // A name line that was not a valid name field is left out: the guest types the name.
    ...(document.name ? { name: [document.name.surname, document.name.givenNames].filter(Boolean).join(" ") } : {}),
    id_type: document.documentCode.startsWith("P") ? "passport" : "identity_card",
    identity: document.documentNumber,
    birthday: document.birthDate,
    gender: document.sex,
    ...(document.nationalityCountry ? { country: document.nationalityCountry } : {}),
  };
}

export function scannedDocumentOf(reading: IdReading, photo: Blob): ScannedDocument {
  const values = documentValuesOf(reading);
  return {
    values,
    addressText: reading.kind === "cccd" ? reading.card.address : null,
    expiryDate: reading.kind === "mrz" ? reading.document.expiryDate : null,
    ...(reading.kind === "mrz" ? { zoneName: values.name ?? null } : {}),
    photo,
  };
}

export const FAILURE_MESSAGES: Record<ReadFailure, MessageKey> = {
  nothing_found: "scanNothing",
  not_an_id_card: "scanNotIdCard",
  checks_failed: "scanChecksFailed",
};
