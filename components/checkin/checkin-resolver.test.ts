import { describe, expect, it } from "vitest";
import type { CheckinFormValues } from "./form-values";
import { emptyGuest } from "./form-values";
import { checkinResolver } from "./checkin-resolver";
import { translator } from "./i18n";
import { toUpdateRequest } from "./update-request";

// The form is checked with the API's own schema; its issues land on the form's fields in the
// page's language, and the API's 422 dot paths map to the same fields.

function form(guests: CheckinFormValues["rooms"][number]["guests"], extra: Partial<CheckinFormValues> = {}): CheckinFormValues {
  return {
    rooms: [{ id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680", primaryKey: guests[0]?.key ?? "", checkIn: false, guests }],
    wantsInvoice: false,
    invoice: { company: "", tax_code: "", address: "", email: "" },
    notes: "",
    ...extra,
  };
}

async function errorsOf(values: CheckinFormValues, lang: "vi" | "en") {
  const resolver = checkinResolver(translator(lang), { initialNotes: "", today: "2026-03-10" });
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as unknown as { rooms?: { guests?: Record<string, { message: string }>[]; primaryKey?: { message: string } }[]; invoice?: Record<string, { message: string }> };
}

describe("checkinResolver", () => {
  it("accepts a complete guest and gives the values through", async () => {
    const values = form([{ ...emptyGuest("a"), name: "Nguyễn Văn An", country: "VN", email: "an@example.com", birthday: "1990-04-12" }]);
    const resolver = checkinResolver(translator("vi"), { initialNotes: "", today: "2026-03-10" });
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
    const request = toUpdateRequest(values, { initialNotes: "", photos: { c: [photo] } });
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

  it("sends notes only when changed, and appends with add when no registered guest is removed", () => {
    const values = form([{ ...emptyGuest("a"), name: "A" }], { notes: "Late" });
    const request = toUpdateRequest(values, { initialNotes: "Late", photos: {} });
    expect(request.data.notes).toBeUndefined();
    expect((request.data.rooms as { guests: { method: string } }[])[0]!.guests.method).toBe("add");
    expect(toUpdateRequest({ ...values, notes: "" }, { initialNotes: "Late", photos: {} }).data.notes).toBeNull();
  });
});
