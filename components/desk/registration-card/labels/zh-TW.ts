import { localeOf } from "@/i18n/languages";
import { guestFieldLabels } from "@/i18n/vocabulary/zh-TW";
import type { CardLabels } from "./vi";

// The registration card's guest side in Traditional Chinese, as Taiwan writes it (./vi.ts says
// how the card uses it).

export const cardLabels: CardLabels = {
  locale: localeOf("zh-TW"),
  title: "住宿登記表",
  room: "房間",
  nightlyRates: "每晚房價",
  roomCharge: "房費",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "證件號碼",
  address: "地址",
  formerAddress: "舊地址",
  signature: "簽名",
  bookingTotal: "訂房總額",
  paid: "已付金額",
  balance: "應付餘額",
  declaration: "本人確認以上資料正確無誤，並同意遵守本住宿場所之住宿規定。",
  guestSignature: "旅客簽名",
};
