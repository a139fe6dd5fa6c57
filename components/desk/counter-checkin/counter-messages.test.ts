import { describe, expect, it } from "vitest";
import { guestFormMessagesOf } from "@/components/guest-form/i18n";
import { translatorFor } from "@/i18n/translate";
import { deskMessagesOf, type MessageKey } from "../message-tables";
import { counterCheckinMessages } from "./counter-messages";

describe("counterCheckinMessages", () => {
  it("labels the guest's message for the receptionist, in both languages", () => {
    const viTable = counterCheckinMessages(guestFormMessagesOf("vi"), translatorFor<MessageKey>(deskMessagesOf("vi")));
    expect(viTable.message).toBe("Lời nhắn của khách");
    expect(viTable.message).not.toBe(guestFormMessagesOf("vi").message);
    expect(counterCheckinMessages(guestFormMessagesOf("en"), translatorFor<MessageKey>(deskMessagesOf("en"))).message).toBe(
      "Guest's message",
    );
  });

  it("leaves the rest of the guest form's words as they are", () => {
    const table = counterCheckinMessages(guestFormMessagesOf("vi"), translatorFor<MessageKey>(deskMessagesOf("vi")));
    expect(table.registerEveryAdult).toBe(guestFormMessagesOf("vi").registerEveryAdult);
  });
});

describe("the counter's staff wording", () => {
  const tables = (["vi", "en"] as const).map(
    (lang) => [lang, counterCheckinMessages(guestFormMessagesOf(lang), translatorFor<MessageKey>(deskMessagesOf(lang)))] as const,
  );
  // The words of the form a receptionist reads at the counter (the finished view and the link's own pages are not shown there).
  const shown = [
    "needInvoice",
    "arrivalTimeHint",
    "foreignStayHint",
    "stayUntilHint",
    "checkinOpensOn",
    "checkinNotOpenYet",
    "checkedInMessage",
    "draftRestored",
    "neededForRegistration",
    "linkExpired",
  ] as const;

  it("speaks of the guest, not as the guest (vi: no 'Tôi', no 'quý khách')", () => {
    const [, vi] = tables[0]!;
    expect(vi.needInvoice).toBe("Khách cần hoá đơn VAT");
    for (const key of shown) expect(vi[key], key).not.toMatch(/\bTôi\b|quý khách/i);
  });

  it("speaks of the guest in English too (no 'I', 'you' or 'your')", () => {
    const [, en] = tables[1]!;
    expect(en.needInvoice).toBe("The guest needs a VAT invoice");
    for (const key of shown) expect(en[key], key).not.toMatch(/\b(I|you|your)\b/i);
  });

  it("keeps the placeholders the form fills in", () => {
    for (const [, table] of tables) {
      expect(table.checkinOpensOn).toContain("{date}");
      expect(table.checkinNotOpenYet).toContain("{hour}");
    }
  });
});
