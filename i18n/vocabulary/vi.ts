import type { MessageTable } from "@/i18n/translate";

// The domain's words in Vietnamese: booking and room statuses, a stay's guests, the registration's
// fields and choices, payment methods. One table that the guest page, the desk, the exports and
// the registration card all use, so a status is called the same everywhere. Each language's
// vocabulary (./en.ts, ./zh-CN.ts, ...) is typed against this one: a missing word fails the build.

export const vocabulary = {
  adultCount: "{count} người lớn",
  childCount: "{count} trẻ em",
  infantCount: "{count} em bé",
  status_reserved: "Đã đặt",
  status_confirmed: "Đã xác nhận",
  status_holding: "Giữ chỗ",
  status_no_show: "Không đến",
  status_checked_in: "Đã nhận phòng",
  status_checked_out: "Đã trả phòng",
  status_cancelled: "Đã huỷ",
  status_in_progress: "Đang lưu trú",
  status_finished: "Hoàn tất",
  field_guests: "số người lớn",
  payment_method_cash: "Tiền mặt",
  payment_method_bank_transfer: "Chuyển khoản",
  payment_method_credit_card: "Thẻ tín dụng",
  field_name: "họ tên",
  field_birthday: "ngày sinh",
  field_gender: "giới tính",
  field_country: "quốc tịch",
  field_id_type: "loại giấy tờ",
  field_identity: "số giấy tờ",
  field_city: "tỉnh / thành phố",
  field_ward: "phường / xã",
  field_identity_image_urls: "ảnh giấy tờ",
  field_visa_kind: "loại thị thực",
  field_visa_number: "số thị thực",
  field_visa_expiry: "hạn thị thực",
  field_entry_date: "ngày nhập cảnh",
  field_entry_port: "cửa khẩu nhập cảnh",
  field_stay_until: "lưu trú đến ngày",
  gender_male: "Nam",
  gender_female: "Nữ",
  gender_unknown: "Không nêu",
  id_type_identity_card: "Căn cước / CMND",
  id_type_passport: "Hộ chiếu",
  id_type_other: "Giấy tờ khác",
  accommodation_type_permanent: "Thường trú",
  accommodation_type_temporary: "Tạm trú",
  accommodation_type_other: "Khác",
  travel_purpose_business: "Công việc",
  travel_purpose_tourism: "Du lịch",
  travel_purpose_other: "Khác",
  visa_kind_visa: "Thị thực",
  visa_kind_e_visa: "Thị thực điện tử",
  visa_kind_exemption_unilateral: "Miễn thị thực đơn phương",
  visa_kind_exemption_bilateral: "Miễn thị thực song phương",
  visa_kind_exemption_certificate: "Giấy miễn thị thực",
  visa_kind_temporary_residence_card: "Thẻ tạm trú",
  visa_kind_permanent_residence_card: "Thẻ thường trú",
  visa_kind_apec_card: "Thẻ ABTC (APEC)",
  visa_kind_other: "Khác",
  stay_purpose_tourism: "Du lịch",
  stay_purpose_business: "Thương mại, kinh doanh",
  stay_purpose_visiting_relatives: "Thăm thân",
  stay_purpose_work: "Lao động",
  stay_purpose_study: "Học tập",
  stay_purpose_other: "Khác",
  guest_category_solo: "Đi một mình",
  guest_category_couple: "Cặp đôi",
  guest_category_family: "Gia đình",
  guest_category_small_group: "Nhóm nhỏ",
  guest_category_large_group: "Nhóm lớn",
};

/**
 * The guest fields' labels, as a form, the registration card, the desk's tables and the exported
 * register head them ("Họ và tên"; the `field_*` words above name a field inside a sentence).
 * Each table takes a label under its own key (the page's `birthday`, the card's and the desk's
 * `birthDate`), so a label is written once per language. Apart from `vocabulary`, so merging the
 * vocabulary into a table adds no key to it.
 */
export const guestFieldLabels = {
  fullName: "Họ và tên",
  birthDate: "Ngày sinh",
  gender: "Giới tính",
  nationality: "Quốc tịch",
  idType: "Loại giấy tờ",
  idNumber: "Số giấy tờ",
  entryPort: "Cửa khẩu nhập cảnh",
};

export type VocabularyKey = keyof typeof vocabulary;
/** Another language's vocabulary: every word, and plural forms where the language has them. */
export type Vocabulary = Omit<MessageTable<VocabularyKey>, "locale">;
/** Another language's guest field labels: every label. */
export type GuestFieldLabels = Record<keyof typeof guestFieldLabels, string>;
