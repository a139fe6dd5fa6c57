import type { Lang } from "@/i18n/languages";
import { checkinEmailMessages as en } from "./messages/en";
import { checkinEmailMessages as ja } from "./messages/ja";
import { checkinEmailMessages as ko } from "./messages/ko";
import { checkinEmailMessages as vi, type CheckinEmailMessages } from "./messages/vi";
import { checkinEmailMessages as zhCn } from "./messages/zh-CN";
import { checkinEmailMessages as zhTw } from "./messages/zh-TW";

// The e-mail's six tables, one per guest language (i18n/languages.ts).

export const CHECKIN_EMAIL_MESSAGES: Record<Lang, CheckinEmailMessages> = { vi, en, "zh-CN": zhCn, ko, "zh-TW": zhTw, ja };
