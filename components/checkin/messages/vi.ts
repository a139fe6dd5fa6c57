import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import type { MessageTable } from "@/i18n/translate";
import { guestFormMessages } from "@/components/guest-form/messages/vi";

// Every string of the guest check-in pages in Vietnamese, the default language: the guest form's
// (components/guest-form/messages, which the desk's counter check-in shows too) and the page's
// own around it, beside the domain's words (i18n/vocabulary). The other languages' tables
// (./en.ts, ./ko.ts, ...) are typed against this one, so a missing translation fails the
// typecheck. Only the server imports these files: the browser gets the page language's table as
// a prop (../i18n.ts).

export const pageMessages = {
  ...guestFormMessages,
  pageTitle: "Làm thủ tục nhận phòng trực tuyến",
  // The language picker's label; each language is named in its own script beside it.
  language: "Ngôn ngữ",
  booking: "Đặt phòng",
  stay: "Thời gian lưu trú",
  checkinAt: "Nhận phòng",
  checkoutAt: "Trả phòng",
  fromHour: "từ {hour}",
  untilHour: "trước {hour}",
  nights: "{count} đêm",
  dayUse: "trong ngày",
  total: "Tổng tiền",
  rooms: "Phòng",
  roomUnitPending: "Số phòng sẽ được xếp khi đến",
  guestsRegistered: "Khách đã đăng ký",
  noGuestsYet: "Chưa có khách nào.",
  primaryBadge: "Khách chính",
  invalidLinkTitle: "Liên kết không dùng được",
  invalidLinkBody: "Liên kết nhận phòng này không đúng; vui lòng kiểm tra lại hoặc xin lễ tân một liên kết mới.",
  expiredLinkTitle: "Liên kết đã hết hạn",
  expiredLinkBody: "Liên kết nhận phòng này đã hết hạn; vui lòng xin lễ tân một liên kết mới.",
  cancelledLinkTitle: "Đặt phòng đã huỷ",
  cancelledLinkBody: "Đặt phòng này đã bị huỷ, nên không còn gì để nhận phòng.",
  finishedLinkTitle: "Kỳ lưu trú đã kết thúc",
  finishedLinkBody: "Kỳ lưu trú của đặt phòng này đã kết thúc; cảm ơn quý khách đã lưu trú cùng chúng tôi.",
  // The short link's answer when an address asks too often (app/c/[id]/route.ts says it from i18n/too-many-tries.ts).
  tooManyTries: TOO_MANY_TRIES.vi,
  roomNeedsGuest: "Cần ít nhất một khách để nhận phòng.",
  saveAndCheckin: "Lưu và nhận phòng",
  // The finished view (finished-view.tsx)
  yourRooms: "Phòng của quý khách",
  deskAssignsRoom: "lễ tân sẽ xếp phòng cho quý khách",
  checkoutWhen: "{date}, trước {hour}",
  propertyAddress: "Địa chỉ",
  propertyPhone: "Điện thoại lễ tân",
  wifi: "Wi-Fi",
  wifiName: "Tên mạng",
  wifiPassword: "Mật khẩu",
  paidInFull: "Đã nhận đủ tiền. Cảm ơn quý khách!",
  scanExpires: "Giấy tờ có hạn đến {date}.",
  scanExpired: "Giấy tờ đã hết hạn ngày {date}.",
};

export type PageMessageKey = Exclude<keyof typeof pageMessages, "locale">;
/** Another language's page strings: every key, its Intl locale, and plural forms where the language has them. */
export type PageMessages = MessageTable<PageMessageKey>;
