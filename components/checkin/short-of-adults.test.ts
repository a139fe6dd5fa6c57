import { describe, expect, it } from "vitest";
import { emptyGuest, type RoomFormValues } from "./form-values";
import { adultsOnForm, messagesStillTrue, type RefusalMessage } from "./short-of-adults";

const ARRIVAL = "2026-11-27";
const guest = (key: string, birthday = "", removed = false) => ({ ...emptyGuest(key), birthday, removed });
const room = (id: string, guests: RoomFormValues["guests"]): RoomFormValues => ({ id, primaryKey: guests[0]?.key ?? "", checkIn: true, guests });

describe("adultsOnForm", () => {
  it("counts the guests kept, children aside, as the registration rule does", () => {
    expect(adultsOnForm(room("r1", [guest("a", "1990-01-01"), guest("b", "2020-05-01"), guest("c", "", true), guest("d")]), ARRIVAL)).toBe(2);
  });
});

describe("messagesStillTrue", () => {
  const refusal: RefusalMessage[] = [
    { text: "Phòng 201: cần khai báo đủ 2 người lớn trước khi nhận phòng." , shortOfAdults: { roomId: "r1", adults: 2 } },
    { text: "Chưa đến giờ nhận phòng" },
  ];

  it("keeps a room's 'too few adults' while the form is still short of them", () => {
    expect(messagesStillTrue(refusal, [room("r1", [guest("a", "1990-01-01"), guest("b", "2020-05-01")])], ARRIVAL)).toEqual([refusal[0]!.text, refusal[1]!.text]);
  });

  it("drops it as soon as the second adult is on the form, and keeps the other messages", () => {
    expect(messagesStillTrue(refusal, [room("r1", [guest("a", "1990-01-01"), guest("b")])], ARRIVAL)).toEqual([refusal[1]!.text]);
  });

  it("brings it back when an adult is removed again", () => {
    expect(messagesStillTrue(refusal, [room("r1", [guest("a", "1990-01-01"), guest("b", "1985-02-02", true)])], ARRIVAL)).toHaveLength(2);
  });
});
