import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guests } from "@/server/platform/db/schema";
import { GUEST_RECORD, GUEST_RECORD_FIELDS } from "./guest-record";
import { GUEST_RECORD_TYPES } from "./guest-record-types";

// The guest record's definition and the `guests` table describe one thing: a column added to
// one must be added to the other, or declared here as no field of a guest's record.

/** Columns that are the row's bookkeeping or the booking's invoice, not fields a guest record writes. */
const NOT_GUEST_FIELDS = [
  "id",
  "propertyId",
  "bookingRoomId",
  "position",
  "company",
  "invoiceCompany",
  "invoiceTaxCode",
  "invoiceAddress",
  "invoiceEmail",
  "invoiceWrittenBy",
  "registeredBy",
  "createdAt",
];

describe("the guest record", () => {
  it("has a field for every column of guests but the bookkeeping, and a column for every field", () => {
    const columns = Object.keys(getTableColumns(guests));
    const fieldColumns = GUEST_RECORD_FIELDS.map((field) => GUEST_RECORD[field].column);
    expect([...fieldColumns, ...NOT_GUEST_FIELDS].sort()).toEqual([...columns].sort());
  });

  it("gives every field a type, in the record's order (the order of Update Booking's fields)", () => {
    expect(Object.keys(GUEST_RECORD_TYPES)).toEqual(GUEST_RECORD_FIELDS);
  });

  it("names each column once", () => {
    const fieldColumns = GUEST_RECORD_FIELDS.map((field) => GUEST_RECORD[field].column);
    expect(new Set(fieldColumns).size).toBe(fieldColumns.length);
  });

  it("names each field as its column is named in the database (snake_case)", () => {
    const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    for (const field of GUEST_RECORD_FIELDS) expect(snakeCase(GUEST_RECORD[field].column)).toBe(field);
  });

  it("records in the history only what a booking's lines carry", () => {
    for (const field of GUEST_RECORD_FIELDS) {
      const definition: { inLines: boolean; history?: string } = GUEST_RECORD[field];
      if (definition.history !== undefined) expect(definition.inLines, field).toBe(true);
    }
  });
});
