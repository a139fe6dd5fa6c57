import { describe, expect, it } from "vitest";
import { messagesOf } from "@/components/checkin/i18n";
import { translatorFor } from "@/components/i18n/translate";
import { deskMessagesOf, type MessageKey } from "../message-tables";
import { counterCheckinMessages } from "./counter-messages";

describe("counterCheckinMessages", () => {
  it("labels the guest's message for the receptionist, in both languages", () => {
    const viTable = counterCheckinMessages(messagesOf("vi"), translatorFor<MessageKey>(deskMessagesOf("vi")));
    expect(viTable.message).toBe("Lời nhắn của khách");
    expect(viTable.message).not.toBe(messagesOf("vi").message);
    expect(counterCheckinMessages(messagesOf("en"), translatorFor<MessageKey>(deskMessagesOf("en"))).message).toBe("Guest's message");
  });

  it("leaves the rest of the guest form's words as they are", () => {
    const table = counterCheckinMessages(messagesOf("vi"), translatorFor<MessageKey>(deskMessagesOf("vi")));
    expect(table.registerEveryAdult).toBe(messagesOf("vi").registerEveryAdult);
  });
});
