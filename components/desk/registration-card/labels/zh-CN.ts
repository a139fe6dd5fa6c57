import { localeOf } from "@/i18n/languages";
import { guestFieldLabels } from "@/i18n/vocabulary/zh-CN";
import type { CardLabels } from "./vi";

// The registration card's guest side in Simplified Chinese (./vi.ts says how the card uses it).

export const cardLabels: CardLabels = {
  locale: localeOf("zh-CN"),
  title: "入住登记表",
  room: "房间",
  nightlyRates: "每晚房价",
  roomCharge: "房费",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "证件号码",
  address: "地址",
  formerAddress: "旧地址",
  signature: "签名",
  bookingTotal: "预订总额",
  paid: "已付金额",
  balance: "待付金额",
  declaration: "本人确认以上信息真实无误，并同意遵守本住宿场所的住宿规定。",
  guestSignature: "宾客签名",
};
