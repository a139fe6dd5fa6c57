import { localeOf } from "@/i18n/languages";
import type { StopPageMessages } from "./vi";

// The stop page's words in Simplified Chinese (./vi.ts says how the tables are used).

export const stopPageMessages: StopPageMessages = {
  locale: localeOf("zh-CN"),
  title: "停止在线入住邮件",
  ask: "您要停止接收{property}关于此预订的在线入住邮件吗？",
  button: "停止这些邮件",
  stopped: "已停止。{property}不会再为此预订发送在线入住邮件。",
  invalid: "此链接无效。",
};
