import { localeOf } from "@/i18n/languages";
import type { StopPageMessages } from "./vi";

// The stop page's words in Traditional Chinese (./vi.ts says how the tables are used).

export const stopPageMessages: StopPageMessages = {
  locale: localeOf("zh-TW"),
  title: "停止線上入住郵件",
  ask: "您要停止接收{property}關於此訂房的線上入住郵件嗎？",
  button: "停止這些郵件",
  stopped: "已停止。{property}不會再為此訂房寄送線上入住郵件。",
  invalid: "此連結無效。",
};
