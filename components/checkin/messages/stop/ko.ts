import { localeOf } from "@/i18n/languages";
import type { StopPageMessages } from "./vi";

// The stop page's words in Korean (./vi.ts says how the tables are used).

export const stopPageMessages: StopPageMessages = {
  locale: localeOf("ko"),
  title: "온라인 체크인 이메일 중지",
  ask: "이 예약에 대해 {property}의 온라인 체크인 이메일을 더 이상 받지 않으시겠습니까?",
  button: "이메일 중지",
  stopped: "완료되었습니다. {property}은(는) 이 예약에 대한 온라인 체크인 이메일을 더 이상 보내지 않습니다.",
  invalid: "유효하지 않은 링크입니다.",
};
