import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import { guestFormMessages } from "@/components/guest-form/messages/zh-CN";
import type { PageMessages } from "./vi";

// Every string of the guest check-in pages in Simplified Chinese: the guest form's and the page's own (./vi.ts
// says how the tables are used).

export const pageMessages: PageMessages = {
  ...guestFormMessages,
  pageTitle: "在线办理入住",
  language: "语言",
  booking: "预订",
  stay: "住宿期间",
  checkinAt: "入住",
  checkoutAt: "退房",
  fromHour: "{hour}起",
  untilHour: "{hour}前",
  nights: "{count}晚",
  dayUse: "日间用房",
  total: "总金额",
  rooms: "客房",
  roomUnitPending: "房号将在抵达时分配",
  guestsRegistered: "已登记的客人",
  noGuestsYet: "尚无客人。",
  primaryBadge: "主入住人",
  invalidLinkTitle: "链接无法使用",
  invalidLinkBody: "此入住链接有误，请核对，或向前台索取新链接。",
  expiredLinkTitle: "链接已过期",
  expiredLinkBody: "此入住链接已过期，请向前台索取新链接。",
  cancelledLinkTitle: "预订已取消",
  cancelledLinkBody: "此预订已取消，无需办理入住。",
  finishedLinkTitle: "住宿已结束",
  finishedLinkBody: "此预订的住宿已结束，感谢您的光临。",
  tooManyTries: TOO_MANY_TRIES["zh-CN"],
  roomNeedsGuest: "至少需要一位客人才能办理入住。",
  saveAndCheckin: "保存并办理入住",
  yourRooms: "您的客房",
  deskAssignsRoom: "前台将为您安排房间",
  checkoutWhen: "{date} {hour}前",
  propertyAddress: "地址",
  propertyPhone: "前台电话",
  wifi: "Wi-Fi",
  wifiName: "网络名称",
  wifiPassword: "密码",
  paidInFull: "款项已全额到账，谢谢您！",
  scanExpires: "证件有效期至{date}。",
  scanExpired: "证件已于{date}过期。",
};
