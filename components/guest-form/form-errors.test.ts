import { describe, expect, it } from "vitest";
import type { FieldErrors } from "react-hook-form";
import { fieldErrorsOf, fieldsToRecheck } from "./form-errors";

const errors = {
  rooms: [
    {
      primaryKey: { type: "validate", message: "Choose the room's primary guest." },
      guests: [
        undefined,
        {
          email: { type: "invalid_format", message: "Enter a valid e-mail address.", ref: { name: "x" } },
          identity: { type: "server", message: "Needed to register your stay." },
        },
      ],
    },
  ],
  invoice: { company: { type: "server", message: "An invoice needs a primary guest in the first room." } },
} as unknown as FieldErrors;

describe("the form's errors", () => {
  it("lists every field error by its dot path, skipping holes and refs", () => {
    expect(fieldErrorsOf(errors)).toEqual([
      { path: "rooms.0.primaryKey", type: "validate" },
      { path: "rooms.0.guests.1.email", type: "invalid_format" },
      { path: "rooms.0.guests.1.identity", type: "server" },
      { path: "invoice.company", type: "server" },
    ]);
    expect(fieldErrorsOf({})).toEqual([]);
  });

  it("checks again the changed field and the form's own errors, and leaves the server's other errors alone", () => {
    expect(fieldsToRecheck(errors, "rooms.0.guests.1.name")).toEqual(["rooms.0.primaryKey", "rooms.0.guests.1.email"]);
    expect(fieldsToRecheck(errors, "rooms.0.guests.1.identity")).toEqual([
      "rooms.0.primaryKey",
      "rooms.0.guests.1.email",
      "rooms.0.guests.1.identity",
    ]);
  });
});
