import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import { guestFormMessages } from "@/components/guest-form/messages/ja";
import type { PageMessages } from "./vi";

// Every string of the guest check-in pages in Japanese: the guest form's and the page's own (./vi.ts
// says how the tables are used).

export const pageMessages: PageMessages = {
  ...guestFormMessages,
  pageTitle: "オンラインチェックイン",
  language: "言語",
  booking: "ご予約",
  stay: "ご滞在期間",
  checkinAt: "チェックイン",
  checkoutAt: "チェックアウト",
  fromHour: "{hour}から",
  untilHour: "{hour}まで",
  nights: "{count}泊",
  dayUse: "デイユース",
  total: "合計金額",
  rooms: "客室",
  roomUnitPending: "お部屋番号はご到着時にご案内します",
  guestsRegistered: "登録済みのお客様",
  noGuestsYet: "まだ登録されたお客様はいません。",
  primaryBadge: "代表者",
  invalidLinkTitle: "このリンクはご利用いただけません",
  invalidLinkBody: "このチェックインリンクは正しくありません。リンクをご確認いただくか、フロントに新しいリンクをご依頼ください。",
  expiredLinkTitle: "リンクの有効期限が切れています",
  expiredLinkBody: "このチェックインリンクは有効期限が切れています。フロントに新しいリンクをご依頼ください。",
  cancelledLinkTitle: "ご予約はキャンセルされました",
  cancelledLinkBody: "このご予約はキャンセルされているため、チェックインのお手続きはございません。",
  finishedLinkTitle: "ご滞在は終了しました",
  finishedLinkBody: "このご予約のご滞在期間は終了しました。ご利用いただき、誠にありがとうございました。",
  tooManyTries: TOO_MANY_TRIES.ja,
  roomNeedsGuest: "チェックインには、1名以上の宿泊者のご登録が必要です。",
  saveAndCheckin: "保存してチェックイン",
  yourRooms: "お客様のお部屋",
  deskAssignsRoom: "フロントにてお部屋をご用意いたします",
  checkoutWhen: "{date} {hour}まで",
  propertyAddress: "住所",
  propertyPhone: "フロント電話番号",
  wifi: "Wi-Fi",
  wifiName: "ネットワーク名",
  wifiPassword: "パスワード",
  paidInFull: "全額のご入金を確認しました。ありがとうございます。",
  scanExpires: "書類の有効期限は{date}までです。",
  scanExpired: "書類の有効期限は{date}に切れています。",
};
