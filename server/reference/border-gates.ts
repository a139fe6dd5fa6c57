// Vietnam's international border gates, where a foreigner's entry is stamped: the temporary-
// residence declaration asks for the gate ("cửa khẩu nhập cảnh"). A guest record stores the code;
// `other` with free text (entry_port_other) covers a gate this list does not name.
//
// SOURCE: compiled by hand (November 2026) from the gates the Government opened to entry with
// an e-visa — Resolution 79/NQ-CP of 25 May 2020 (8 airports, 16 land gates, 13 sea ports) and
// Resolution 127/NQ-CP of 14 August 2023, which added airports — as the Immigration Department
// publishes them (evisa.gov.vn, "Cửa khẩu cho phép người nước ngoài nhập cảnh, xuất cảnh bằng
// thị thực điện tử"), with the IATA codes of the airports. It was not checked line by line
// against the published list in this environment: check it there before relying on the list
// for anything but the register, and add a gate (never rename a code: guests store it). The
// English names follow the Vietnamese ones, without diacritics, as signs and tickets write them.

import type { Lang } from "@/components/i18n/languages";

export const BORDER_GATE_KINDS = ["air", "land", "sea"] as const;
export type BorderGateKind = (typeof BORDER_GATE_KINDS)[number];

export interface BorderGate {
  /** Stable code: `air-` and the airport's IATA code, `land-` or `sea-` and the gate's name. */
  code: string;
  kind: BorderGateKind;
  vi: string;
  en: string;
}

const air = (iata: string, vi: string, en: string): BorderGate => ({ code: `air-${iata.toLowerCase()}`, kind: "air", vi: `Sân bay quốc tế ${vi}`, en: `${en} International Airport` });
const land = (slug: string, vi: string, en: string): BorderGate => ({ code: `land-${slug}`, kind: "land", vi: `Cửa khẩu quốc tế ${vi}`, en: `${en} International Border Gate` });
const sea = (slug: string, vi: string, en: string): BorderGate => ({ code: `sea-${slug}`, kind: "sea", vi: `Cửa khẩu cảng ${vi}`, en: `${en} Seaport` });

export const BORDER_GATES: readonly BorderGate[] = [
  air("HAN", "Nội Bài", "Noi Bai"),
  air("SGN", "Tân Sơn Nhất", "Tan Son Nhat"),
  air("DAD", "Đà Nẵng", "Da Nang"),
  air("CXR", "Cam Ranh", "Cam Ranh"),
  air("PQC", "Phú Quốc", "Phu Quoc"),
  air("HPH", "Cát Bi", "Cat Bi"),
  air("VCA", "Cần Thơ", "Can Tho"),
  air("HUI", "Phú Bài", "Phu Bai"),
  air("VDO", "Vân Đồn", "Van Don"),
  air("THD", "Thọ Xuân", "Tho Xuan"),
  air("VII", "Vinh", "Vinh"),
  air("VDH", "Đồng Hới", "Dong Hoi"),
  air("VCL", "Chu Lai", "Chu Lai"),
  air("DLI", "Liên Khương", "Lien Khuong"),
  land("tay-trang", "Tây Trang", "Tay Trang"),
  land("mong-cai", "Móng Cái", "Mong Cai"),
  land("huu-nghi", "Hữu Nghị", "Huu Nghi"),
  land("lao-cai", "Lào Cai", "Lao Cai"),
  land("na-meo", "Na Mèo", "Na Meo"),
  land("nam-can", "Nậm Cắn", "Nam Can"),
  land("cau-treo", "Cầu Treo", "Cau Treo"),
  land("cha-lo", "Cha Lo", "Cha Lo"),
  land("la-lay", "La Lay", "La Lay"),
  land("lao-bao", "Lao Bảo", "Lao Bao"),
  land("bo-y", "Bờ Y", "Bo Y"),
  land("moc-bai", "Mộc Bài", "Moc Bai"),
  land("xa-mat", "Xa Mát", "Xa Mat"),
  land("tinh-bien", "Tịnh Biên", "Tinh Bien"),
  land("song-tien", "Sông Tiền", "Song Tien"),
  land("ha-tien", "Hà Tiên (Xà Xía)", "Ha Tien (Xa Xia)"),
  sea("hon-gai", "Hòn Gai", "Hon Gai"),
  sea("hai-phong", "Hải Phòng", "Hai Phong"),
  sea("nghi-son", "Nghi Sơn", "Nghi Son"),
  sea("vung-ang", "Vũng Áng", "Vung Ang"),
  sea("chan-may", "Chân Mây", "Chan May"),
  sea("da-nang", "Đà Nẵng", "Da Nang"),
  sea("nha-trang", "Nha Trang", "Nha Trang"),
  sea("quy-nhon", "Quy Nhơn", "Quy Nhon"),
  sea("dung-quat", "Dung Quất", "Dung Quat"),
  sea("vung-tau", "Vũng Tàu", "Vung Tau"),
  sea("ho-chi-minh", "Thành phố Hồ Chí Minh", "Ho Chi Minh City"),
  sea("duong-dong", "Dương Đông (Phú Quốc)", "Duong Dong (Phu Quoc)"),
];

/** The code a guest gives for a gate the list does not name; its name goes in entry_port_other. */
export const OTHER_BORDER_GATE = "other";

const byCode = new Map(BORDER_GATES.map((gate) => [gate.code, gate]));

export function isBorderGateCode(code: string): boolean {
  return code === OTHER_BORDER_GATE || byCode.has(code);
}

/**
 * The gate as the language names it; `other` is the free text when given. A code the list
 * does not know (a gate removed later) is printed as it is, so nothing is lost.
 */
export function borderGateName(code: string | null, other: string | null, language: "vi" | "en" = "vi"): string {
  if (!code) return "";
  if (code === OTHER_BORDER_GATE) return other?.trim() || (language === "vi" ? "Khác" : "Other");
  return byCode.get(code)?.[language] ?? code;
}

/**
 * The language a gate is named in for a page language: a gate has a Vietnamese and an English
 * name only (no Chinese, Korean or Japanese one is published, and the English one is what signs
 * and tickets beside the Vietnamese write), so zh-CN, ko, zh-TW and ja get the English names.
 */
export function borderGateLanguage(lang: Lang): "vi" | "en" {
  return lang === "vi" ? "vi" : "en";
}

/** Get Border Gates: airports, then land gates, then seaports, each as listed; `other` last. */
export function listBorderGates(lang: Lang): { code: string; name: string }[] {
  const language = borderGateLanguage(lang);
  return [
    ...BORDER_GATES.map((gate) => ({ code: gate.code, name: gate[language] })),
    { code: OTHER_BORDER_GATE, name: language === "vi" ? "Cửa khẩu khác" : "Another border gate" },
  ];
}
