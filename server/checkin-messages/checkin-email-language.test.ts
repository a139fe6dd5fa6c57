import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { sendDueCheckinMessages } from "./send-due-checkin-messages";
import { importBookings, messageRows, setUpMailbox } from "@/tests/support/checkin-message-delivery";

// Issue 33, item 3: Liam O'Brien, with a +84 phone, got a Vietnamese e-mail whose link
// (`?lang=vi`) opened in Vietnamese in an English browser. The booking's language wins; without
// one, the e-mail's language is a guess and its link names none.

const testDb = setUpTestDatabase();
const mailbox = setUpMailbox();

async function sendInvitation(booking: { code: string; phone: string; language?: string }) {
  const smtp = mailbox();
  const before = smtp.files().length;
  const db = testDb.db();
  await importBookings(db, [{ checkin: "today+1", email: "liam.obrien@example.com", ...booking }]);
  expect(await sendDueCheckinMessages(db)).toEqual({ claimed: 1, outcomes: { sent: 1 } });
  const [email] = (await smtp.messages()).slice(before);
  const [row] = await messageRows(db, booking.code);
  return { email: email!, row: row! };
}

describe("the language of the check-in e-mails", () => {
  it("is the booking's: English for customer.language en, whatever the +84 phone says, and its link asks for English", async () => {
    const { email, row } = await sendInvitation({ code: "SG000031", phone: "+84 912 345 678", language: "en-IE" });
    expect(row.language).toBe("en");
    expect(email.subject).toBe("Test saigon: check in online before you arrive");
    expect(email.text).toContain("Dear Guest SG000031");
    expect(email.text).toMatch(/https:\/\/stay\.example\/c\/[0-9a-z]{12}\?lang=en\s/);
  });

  it("is a guess from the +84 phone when the booking names none, and then its link names no language", async () => {
    const { email, row } = await sendInvitation({ code: "SG000032", phone: "+84 912 345 678" });
    expect(row.language).toBe("vi");
    expect(email.text).toMatch(/https:\/\/stay\.example\/c\/[0-9a-z]{12}\s/);
    expect(email.text).not.toMatch(/\/c\/[0-9a-z]{12}\?lang=/);
  });

  it("chooses the Korean particles after the property's name", async () => {
    const { email } = await sendInvitation({ code: "SG000033", phone: "+84 912 345 678", language: "ko-KR" });
    // "Test saigon": a final n reads as 사이곤's ㄴ.
    expect(email.text).toContain("Test saigon을 예약해 주셔서 감사합니다.");
    expect(email.text).not.toContain("을(를)");
    expect(email.text).not.toContain("(으)로");
  });
});
