import { localeOf } from "@/i18n/languages";
import type { MessageTable } from "@/i18n/translate";
import { guestFieldLabels } from "@/i18n/vocabulary/vi";

// What a guest reads and signs on the printed registration card, in Vietnamese: the card prints
// each label in Vietnamese and, beside it, in the guest's language (./en.ts, ./ko.ts, ...), which
// are typed against this table, so a missing label fails the typecheck. The desk's own parts of
// the card (the receptionist's signature, the booking code) stay in the desk's language, and the
// domain's words (gender, ID type) come from i18n/vocabulary.

export const cardLabels = {
  locale: localeOf("vi"),
  title: "Phiếu đăng ký lưu trú",
  room: "Phòng",
  nightlyRates: "Giá từng đêm",
  roomCharge: "Tiền phòng",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "Số giấy tờ",
  address: "Địa chỉ",
  // Before the pre-2025 ward and district the guest's ID card may still print.
  formerAddress: "Địa chỉ cũ",
  signature: "Chữ ký",
  bookingTotal: "Tổng tiền đặt phòng",
  paid: "Đã thanh toán",
  balance: "Còn phải thanh toán",
  declaration: "Tôi xác nhận các thông tin trên là đúng và đồng ý với nội quy của cơ sở lưu trú.",
  guestSignature: "Khách ký",
};

export type CardLabelKey = Exclude<keyof typeof cardLabels, "locale">;
/** Another language's card labels: every label and its Intl locale. */
export type CardLabels = MessageTable<CardLabelKey>;
