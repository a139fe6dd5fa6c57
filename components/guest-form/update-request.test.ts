import { describe, expect, it } from "vitest";
import { emptyGuest, type CheckinFormValues } from "./form-values";
import { toUpdateRequest } from "./update-request";

const values = (guest: Record<string, unknown>): CheckinFormValues => ({
  rooms: [{ id: "r1", primaryKey: "g1", checkIn: false, guests: [guest as CheckinFormValues["rooms"][0]["guests"][0]] }],
  wantsInvoice: false,
  invoice: { company: "", tax_code: "", address: "", email: "" },
  message: "",
  arrivalHour: "14:00",
});
const recordOf = (guest: Record<string, unknown>) =>
  (
    toUpdateRequest(values(guest), { initialMessage: "", initialArrivalHour: "14:00", photos: {} }).data.rooms as {
      guests: { records: Record<string, unknown>[] };
    }[]
  )[0]!.guests.records[0]!;

describe("a foreign guest's stay in the update request", () => {
  it("sends the visa and entry as typed, blanks as null", () => {
    const record = recordOf({
      ...emptyGuest("g1"),
      name: "Emma Johnson",
      country: "GB",
      visa_kind: "e_visa",
      visa_number: " EV1 ",
      entry_port: "air-sgn",
    });
    expect(record).toMatchObject({ visa_kind: "e_visa", visa_number: "EV1", entry_port: "air-sgn", visa_expiry: null, stay_until: null });
  });

  it("leaves out the fields a draft kept before they existed, so the stored values stay", () => {
    const {
      visa_kind: _kind,
      visa_number: _number,
      stay_until: _until,
      ...oldDraftGuest
    } = { ...emptyGuest("g1"), guestId: 7, name: "Emma Johnson" };
    const record = recordOf(oldDraftGuest);
    expect(record).toMatchObject({ id: 7, name: "Emma Johnson", visa_expiry: null });
    expect(record).not.toHaveProperty("visa_kind");
    expect(record).not.toHaveProperty("stay_until");
  });
});

describe("the guest's arrival time in the update request", () => {
  const guest = { ...emptyGuest("g1"), name: "An" };
  const requestWith = (arrivalHour: string | undefined) =>
    toUpdateRequest(
      { ...values(guest), arrivalHour: arrivalHour as string },
      { initialMessage: "", initialArrivalHour: "14:00", photos: {} },
    );

  it("sends arrival_hour only when the guest changed the booking's", () => {
    expect(requestWith("18:30").data.arrival_hour).toBe("18:30");
    expect(requestWith("14:00").data).not.toHaveProperty("arrival_hour");
  });

  it("sends nothing for a cleared field or a draft kept before the field existed", () => {
    expect(requestWith("").data).not.toHaveProperty("arrival_hour");
    expect(requestWith(undefined).data).not.toHaveProperty("arrival_hour");
  });

  it("puts the API's arrival_hour error on the field", () => {
    expect(requestWith("18:30").formPathOf("arrival_hour")).toBe("arrivalHour");
  });
});
