import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import { guestFormMessages } from "@/components/guest-form/messages/zh-TW";
import type { PageMessages } from "./vi";

// Every string of the guest check-in pages in Traditional Chinese: the guest form's and the page's own (./vi.ts
// says how the tables are used).

export const pageMessages: PageMessages = {
  ...guestFormMessages,
  pageTitle: "線上辦理入住",
  language: "語言",
  booking: "訂房",
  stay: "住宿期間",
  checkinAt: "入住",
  checkoutAt: "退房",
  fromHour: "{hour}起",
  untilHour: "{hour}前",
  nights: "{count}晚",
  dayUse: "日間休息",
  total: "總金額",
  rooms: "客房",
  roomUnitPending: "房號將於抵達時安排",
  guestsRegistered: "已登記的房客",
  noGuestsYet: "尚無房客。",
  primaryBadge: "主要房客",
  invalidLinkTitle: "連結無法使用",
  invalidLinkBody: "此入住連結有誤，請再確認，或向櫃檯索取新的連結。",
  expiredLinkTitle: "連結已過期",
  expiredLinkBody: "此入住連結已過期，請向櫃檯索取新的連結。",
  cancelledLinkTitle: "訂房已取消",
  cancelledLinkBody: "此訂房已取消，無需辦理入住。",
  finishedLinkTitle: "住宿已結束",
  finishedLinkBody: "此訂房的住宿已結束，感謝您的光臨。",
  tooManyTries: TOO_MANY_TRIES["zh-TW"],
  roomNeedsGuest: "至少需要一位房客才能辦理入住。",
  saveAndCheckin: "儲存並辦理入住",
  yourRooms: "您的客房",
  deskAssignsRoom: "櫃檯將為您安排房間",
  checkoutWhen: "{date} {hour}前",
  propertyAddress: "地址",
  propertyPhone: "櫃檯電話",
  wifi: "Wi-Fi",
  wifiName: "網路名稱",
  wifiPassword: "密碼",
  paidInFull: "已收到全額款項，謝謝您！",
  scanExpires: "證件效期至{date}。",
  scanExpired: "證件已於{date}過期。",
};
