import { localeOf } from "@/i18n/languages";
import type { MessageTable } from "@/i18n/translate";

// The online check-in e-mail in Vietnamese, the table the five others are typed against
// (CheckinEmailMessages): a key missing from another language fails the typecheck. Written as a
// receptionist writes to a guest ("quý khách"); the legal words are the guest page's
// (components/checkin/messages/vi.ts): căn cước, thị thực, cửa khẩu nhập cảnh, khai báo lưu trú.

export const checkinEmailMessages = {
  locale: localeOf("vi"),
  // Subjects: the property first, so the guest's inbox shows whose e-mail it is.
  subject_invitation: "{property}: làm thủ tục nhận phòng trực tuyến trước khi đến",
  subject_reminder: "{property}: hôm nay quý khách nhận phòng, hãy làm thủ tục trực tuyến ngay",
  // The preheader: the line an inbox shows after the subject.
  preheader_invitation: "Chỉ vài phút trên điện thoại, đến nơi là nhận phòng ngay, không phải chờ.",
  preheader_reminder: "Làm thủ tục trực tuyến ngay để không phải xếp hàng ở quầy lễ tân.",
  greeting: "Kính gửi quý khách {name},",
  intro_invitation:
    "Cảm ơn quý khách đã chọn {property}. Quý khách có thể làm thủ tục nhận phòng trực tuyến ngay bây giờ: chỉ mất vài phút trên điện thoại để điền thông tin, khi đến nơi quý khách sẽ nhận phòng nhanh chóng.",
  intro_reminder:
    "Hôm nay {property} hân hạnh đón tiếp quý khách. Nếu chưa làm thủ tục trực tuyến, quý khách hãy làm ngay bây giờ để không phải xếp hàng ở quầy lễ tân.",
  button: "Làm thủ tục trực tuyến",
  stayTitle: "Thông tin lưu trú",
  bookingCode: "Mã đặt phòng",
  arrival: "Nhận phòng",
  departure: "Trả phòng",
  // The arrival day and the property's check-in hour ("Thứ Ba, 24/11/2026, từ 14:00").
  arrivalValue: "{date}, từ {hour}",
  roomsAndGuests: "Số phòng và số khách",
  roomsAndGuestsValue: "{rooms}, {guests}",
  rooms: "{count} phòng",
  guests: "{count} khách",
  readyTitle: "Quý khách vui lòng chuẩn bị",
  readyCitizens: "Công dân Việt Nam: thẻ căn cước (CCCD).",
  readyForeigners: "Khách nước ngoài: hộ chiếu, kèm thị thực hoặc dấu nhập cảnh (ngày và cửa khẩu nhập cảnh).",
  readyEveryone: "Giấy tờ của mọi khách lưu trú cùng quý khách: theo quy định, khách sạn khai báo lưu trú cho từng khách.",
  qrHint: "Hoặc quét mã này bằng camera điện thoại.",
  qrAlt: "Mã QR mở trang làm thủ tục nhận phòng trực tuyến",
  copyLink: "Nếu nút trên không mở được, quý khách vui lòng sao chép đường dẫn này vào trình duyệt:",
  expires: "Đường dẫn có hiệu lực đến {date}.",
  contactTitle: "Cần hỗ trợ?",
  contactHint: "Quý khách vui lòng liên hệ {property}:",
  address: "Địa chỉ",
  phone: "Điện thoại",
  closing: "Hẹn sớm được đón tiếp quý khách.",
  footerWhy: "Quý khách nhận được thư này vì có đặt phòng tại {property}.",
  footerStop: "Không muốn nhận thư về thủ tục nhận phòng trực tuyến cho đặt phòng này?",
  stop: "Ngừng nhận các thư này",
};

export type CheckinEmailMessageKey = Exclude<keyof typeof checkinEmailMessages, "locale">;
/** Another language's e-mail words: every key, its Intl locale, and plural forms where the language has them. */
export type CheckinEmailMessages = MessageTable<CheckinEmailMessageKey>;
