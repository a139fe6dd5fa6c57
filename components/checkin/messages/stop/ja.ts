import { localeOf } from "@/i18n/languages";
import type { StopPageMessages } from "./vi";

// The stop page's words in Japanese (./vi.ts says how the tables are used).

export const stopPageMessages: StopPageMessages = {
  locale: localeOf("ja"),
  title: "オンラインチェックインのメールを停止",
  ask: "このご予約について、{property}からのオンラインチェックインのメールを停止しますか？",
  button: "メールを停止する",
  stopped: "停止しました。{property}からこのご予約のオンラインチェックインのメールは今後送信されません。",
  invalid: "このリンクは無効です。",
};
