import { localeOf } from "@/i18n/languages";
import { guestFieldLabels } from "@/i18n/vocabulary/ja";
import type { CardLabels } from "./vi";

// The registration card's guest side in Japanese (./vi.ts says how the card uses it).

export const cardLabels: CardLabels = {
  locale: localeOf("ja"),
  title: "宿泊登録カード",
  room: "客室",
  nightlyRates: "1泊ごとの料金",
  roomCharge: "室料",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "旅券・身分証番号",
  address: "住所",
  formerAddress: "旧住所",
  signature: "署名",
  bookingTotal: "ご予約合計金額",
  paid: "お支払済み金額",
  balance: "未払い残高",
  declaration: "上記の記載内容に相違ないことを確認し、当施設の館内規則に同意します。",
  guestSignature: "お客様署名",
};
