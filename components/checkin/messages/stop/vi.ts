import { localeOf } from "@/i18n/languages";
import type { MessageTable } from "@/i18n/translate";

// The stop page's words (app/checkin/stop/[token]/page.tsx), in Vietnamese, the default language;
// the other languages' tables (./en.ts, ./ko.ts, ...) are typed against this one, so a missing
// translation fails the typecheck. A table of its own, not keys of ../vi.ts: the check-in page
// hands its whole table to the browser (../../i18n.ts, messagesOf), and a guest filling in the
// form has no use for these words. Only the server imports these files.

export const stopPageMessages = {
  locale: localeOf("vi"),
  title: "Ngừng nhận email làm thủ tục trực tuyến",
  ask: "Quý khách muốn ngừng nhận email làm thủ tục nhận phòng trực tuyến từ {property} cho đặt phòng này?",
  button: "Ngừng nhận các email này",
  stopped: "Đã ngừng. {property} sẽ không gửi thêm email làm thủ tục nhận phòng trực tuyến cho đặt phòng này nữa.",
  invalid: "Liên kết này không hợp lệ.",
};

export type StopPageMessageKey = Exclude<keyof typeof stopPageMessages, "locale">;
/** Another language's stop page words: every key and its Intl locale. */
export type StopPageMessages = MessageTable<StopPageMessageKey>;
