import { describe, expect, it } from "vitest";
import type { CheckinFormValues } from "./form-values";
import { emptyGuest } from "./form-values";
import { checkinResolver } from "./checkin-resolver";
import { guestFormTranslator } from "./i18n";
import { toUpdateRequest } from "./update-request";

// The form is checked with the API's own schema; its issues land on the form's fields in the
// page's language, and the API's 422 dot paths map to the same fields.

function form(guests: CheckinFormValues["rooms"][number]["guests"], extra: Partial<CheckinFormValues> = {}): CheckinFormValues {
  return {
    rooms: [{ id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680", primaryKey: guests[0]?.key ?? "", checkIn: false, guests }],
    wantsInvoice: false,
    invoice: { company: "", tax_code: "", address: "", email: "" },
    message: "",
    arrivalHour: "14:00",
    ...extra,
  };
}

async function errorsOf(values: CheckinFormValues, lang: "vi" | "en") {
  const resolver = checkinResolver(guestFormTranslator(lang), { initialMessage: "", today: "2026-03-10" });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as unknown as {
    rooms?: { guests?: Record<string, { message: string }>[]; primaryKey?: { message: string } }[];
    invoice?: Record<string, { message: string }>;
  };
}

describe("checkinResolver", () => {
  it("accepts a complete guest and gives the values through", async () => {
    const values = form([{ ...emptyGuest("a"), name: "Nguyễn Văn An", country: "VN", email: "an@example.com", birthday: "1990-04-12" }]);
    const resolver = checkinResolver(guestFormTranslator("vi"), { initialMessage: "", today: "2026-03-10" });
    expect(await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values, errors: {} });
  });

  it("puts each issue on its field, in Vietnamese and in English", async () => {
    const guest = { ...emptyGuest("a"), name: "  ", email: "an@", birthday: "2026-02-30", country: "Viet Nam", identity: "x".repeat(51) };
    const values = form([guest], { wantsInvoice: true, invoice: { company: "", tax_code: "", address: "", email: "billing@" } });
    const vi = await errorsOf(values, "vi");
    expect(vi.rooms![0]!.guests![0]).toMatchObject({
      name: { message: "Vui lòng nhập họ và tên." },
      email: { message: "Email không hợp lệ." },
      birthday: { message: "Ngày không hợp lệ." },
      country: { message: "Hãy chọn một quốc gia trong danh sách." },
      identity: { message: "Tối đa 50 ký tự." },
    });
    expect(vi.invoice!.email!.message).toBe("Email không hợp lệ.");
    const en = await errorsOf(values, "en");
    expect(en.rooms![0]!.guests![0]).toMatchObject({
      name: { message: "Please enter full name." },
      email: { message: "Enter a valid e-mail address." },
      identity: { message: "At most 50 characters." },
    });
  });

  it("says a one-line field refuses line breaks, a message other control characters, and an address the mail standard refuses, in the page's language", async () => {
    const guest = {
      ...emptyGuest("a"),
      name: "Nguyễn Văn An\r\nBcc: x@example.com",
      country: "VN",
      email: ".mai.anh@example.com",
      address: "12 Hàng Bạc\u0007",
    };
    const values = form([guest], {
      wantsInvoice: true,
      invoice: { company: "ACME\nLtd", tax_code: "", address: "", email: "mai..anh@example.com" },
      message: "Late\narrival\u001b",
    });
    const vi = await errorsOf(values, "vi");
    expect(vi.rooms![0]!.guests![0]).toMatchObject({
      name: { message: "Chỉ viết trên một dòng, không chứa ký tự điều khiển." },
      email: { message: "Email không hợp lệ." },
      address: { message: "Chỉ viết trên một dòng, không chứa ký tự điều khiển." },
    });
    expect(vi.invoice).toMatchObject({
      company: { message: "Chỉ viết trên một dòng, không chứa ký tự điều khiển." },
      email: { message: "Email không hợp lệ." },
    });
    expect((vi as { message?: { message: string } }).message?.message).toBe("Vui lòng bỏ các ký tự điều khiển; xuống dòng thì được.");
    const en = await errorsOf(values, "en");
    expect(en.rooms![0]!.guests![0]!.name!.message).toBe("Keep this on one line, without control characters.");
  });

  it("says what a phone number, a tax code and an ID number must look like, as they are typed", async () => {
    const guest = {
      ...emptyGuest("a"),
      name: "Nguyễn Văn An",
      country: "VN",
      phone: "12345",
      id_type: "identity_card",
      identity: "0012030045",
    };
    const passport = {
      ...emptyGuest("b"),
      name: "John Smith",
      country: "GB",
      phone: "+44 20 7946 0958",
      id_type: "passport",
      identity: "12-34",
    };
    const values = form([guest, passport], { wantsInvoice: true, invoice: { company: "ACME", tax_code: "0101", address: "", email: "" } });
    const vi = await errorsOf(values, "vi");
    expect(vi.rooms![0]!.guests![0]).toMatchObject({
      phone: { message: "Nhập số Việt Nam (0912 345 678) hoặc số quốc tế bắt đầu bằng + (+84 912 345 678)." },
      identity: { message: "Số căn cước gồm 12 chữ số (CMND cũ: 9 chữ số)." },
    });
    expect(vi.rooms![0]!.guests![1]).toEqual({
      identity: expect.objectContaining({ message: "Số hộ chiếu gồm 6 đến 9 chữ cái và chữ số." }),
    });
    expect(vi.invoice!.tax_code!.message).toContain("Mã số thuế gồm 10 chữ số");

    guest.phone = "094 874 8143";
    guest.identity = "001203004567";
    passport.identity = "c1234567";
    values.invoice.tax_code = "0101234567-001";
    const fixed = await errorsOf(values, "en");
    expect(fixed).toEqual({});
  });

  it("leaves the masked number of a guest someone else registered alone", async () => {
    const masked = {
      ...emptyGuest("m"),
      name: "Võ Thị Lan",
      country: "VN",
      id_type: "identity_card",
      identity: "•••• 1234",
      masked: true,
      guestId: 7,
    };
    expect(await errorsOf(form([masked]), "en")).toEqual({});
  });

  it("asks for a primary guest and refuses a birthday in the future; removed guests are not checked", async () => {
    const values = form([
      { ...emptyGuest("a"), name: "A", birthday: "2026-03-11" },
      { ...emptyGuest("b"), name: "", removed: true },
    ]);
    values.rooms[0]!.primaryKey = "b";
    const errors = await errorsOf(values, "en");
    expect(errors.rooms![0]!.primaryKey!.message).toBe("Choose the room's primary guest.");
    expect(errors.rooms![0]!.guests![0]!.birthday!.message).toBe("A date of birth cannot be in the future.");
    expect(errors.rooms![0]!.guests![1]).toBeUndefined();
  });
});

describe("toUpdateRequest", () => {
  it("adds new guests, names each photo part after its record, and maps the API's dot paths back to form fields", () => {
    const values = form([
      { ...emptyGuest("a"), name: "Removed", guestId: 7, removed: true },
      { ...emptyGuest("b"), name: "Kept", guestId: 8 },
      { ...emptyGuest("c"), name: "New", email: " new@example.com " },
    ]);
    values.rooms[0]!.primaryKey = "c";
    values.rooms[0]!.checkIn = true;
    const photo = { id: "p1", blob: new Blob(["x"]) };
    // The room is checked in when the save's plan says so (room-checkin.ts), not by its tick alone.
    const request = toUpdateRequest(values, {
      initialMessage: "",
      initialArrivalHour: "14:00",
      photos: { c: [photo] },
      checkIn: new Set([values.rooms[0]!.id]),
    });
    expect(request.data).toEqual({
      rooms: [
        {
          id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
          status: "checked_in",
          guests: {
            method: "replace",
            records: [
              expect.objectContaining({ id: 8, name: "Kept", is_primary_guest: false, email: null }),
              expect.objectContaining({ name: "New", email: "new@example.com", is_primary_guest: true }),
            ],
          },
        },
      ],
    });
    expect(request.files).toEqual([{ field: "rooms[0][guests][records][1][identity_image][]", blob: photo.blob, photoId: "p1" }]);
    expect(request.formPathOf("rooms.0.guests.records.1.email")).toBe("rooms.0.guests.2.email");
    expect(request.formPathOf("rooms.0.guests.records.0.identity_image")).toBe("rooms.0.guests.1.photos");
    expect(request.formPathOf("rooms.0.status")).toBe("rooms.0.checkIn");
    expect(request.formPathOf("invoice.tax_code")).toBe("invoice.tax_code");
    expect(request.formPathOf("payments")).toBeUndefined();
  });

  it("names staged photos by id and sends only the others as files", () => {
    const values = form([{ ...emptyGuest("a"), name: "A" }]);
    const staged = { id: "p1", blob: new Blob(["x"]), stagedId: "0b7a4a1e-3c1d-4a39-9a43-5d0f3e2a1b6c" };
    const unsent = { id: "p2", blob: new Blob(["y"]) };
    const request = toUpdateRequest(values, { initialMessage: "", initialArrivalHour: "14:00", photos: { a: [staged, unsent] } });
    const record = (request.data.rooms as { guests: { records: Record<string, unknown>[] } }[])[0]!.guests.records[0]!;
    expect(record.identity_image_ids).toEqual([staged.stagedId]);
    expect(request.files).toEqual([{ field: "rooms[0][guests][records][0][identity_image][]", blob: unsent.blob, photoId: "p2" }]);
    expect(request.photoIds).toEqual(["p1", "p2"]);
    expect(request.photoOfStagedPath("rooms.0.guests.records.0.identity_image_ids.0")).toBe("p1");
    expect(request.formPathOf("rooms.0.guests.records.0.identity_image_ids.0")).toBe("rooms.0.guests.0.photos");
    const none = toUpdateRequest(values, { initialMessage: "", initialArrivalHour: "14:00", photos: {} });
    expect((none.data.rooms as { guests: { records: Record<string, unknown>[] } }[])[0]!.guests.records[0]).not.toHaveProperty(
      "identity_image_ids",
    );
  });

  it("sends the guest message only when changed, and appends with add when no registered guest is removed", () => {
    const values = form([{ ...emptyGuest("a"), name: "A" }], { message: "Late" });
    const request = toUpdateRequest(values, { initialMessage: "Late", initialArrivalHour: "14:00", photos: {} });
    expect(request.data.guest_message).toBeUndefined();
    expect((request.data.rooms as { guests: { method: string } }[])[0]!.guests.method).toBe("add");
    expect(
      toUpdateRequest({ ...values, message: "" }, { initialMessage: "Late", initialArrivalHour: "14:00", photos: {} }).data.guest_message,
    ).toBeNull();
  });

  it("checks the arrival time the guest typed and puts its issue on the field", async () => {
    const values = form([{ ...emptyGuest("a"), name: "A" }], { arrivalHour: "25:00" });
    const errors = (await errorsOf(values, "en")) as unknown as { arrivalHour?: { message: string } };
    expect(errors.arrivalHour?.message).toBe("This value is not valid.");
    expect(await errorsOf(form([{ ...emptyGuest("a"), name: "A" }], { arrivalHour: "19:45" }), "en")).toEqual({});
  });
});
