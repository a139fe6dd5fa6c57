import type { Lang } from "./languages";

// The answer to an address that asks too often, in each guest language: the short link's route
// handler says it as plain text (app/c/[id]/route.ts), and the check-in page's table carries it
// under the same key.

export const TOO_MANY_TRIES: Record<Lang, string> = {
  vi: "Quá nhiều lần thử. Vui lòng thử lại sau ít phút.",
  en: "Too many tries. Please try again in a few minutes.",
  "zh-CN": "尝试次数过多，请几分钟后再试。",
  ko: "시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도해 주세요.",
  "zh-TW": "嘗試次數過多，請稍候幾分鐘再試。",
  ja: "試行回数が上限を超えました。数分後にもう一度お試しください。",
};
