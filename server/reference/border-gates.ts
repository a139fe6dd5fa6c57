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
// English names follow the Vietnamese ones, without diacritics, as signs and tickets write them;
// the Chinese, Korean and Japanese ones are below.

import type { Lang } from "@/i18n/languages";

type BorderGateKind = "air" | "land" | "sea";

/** The languages a gate's name is given in beside Vietnamese and English. */
type CjkLang = Exclude<Lang, "vi" | "en">;
/** A place's name in Simplified Chinese, Traditional Chinese, Korean and Japanese (zh-CN, zh-TW, ko, ja). */
type CjkNames = readonly [zhCn: string, zhTw: string, ko: string, ja: string];

export interface BorderGate {
  /** Stable code: `air-` and the airport's IATA code, `land-` or `sea-` and the gate's name. */
  code: string;
  kind: BorderGateKind;
  names: Record<Lang, string>;
}

// The Chinese, Korean and Japanese names (issue 33): an airport as Chinese, Korean and Japanese
// travellers read it on their tickets and in their guidebooks (内排国际机场, 노이바이 국제공항,
// ノイバイ国際空港: the Sino-Vietnamese characters in Chinese, the sound in Korean and Japanese).
// A land gate or seaport whose place has a common name there (芒街, 하이퐁, ホーチミン) gets it;
// the others keep the place as signs write it (Latin letters) before the kind in the reader's
// language ("Cha Lo 国际口岸"), rather than a transliteration no one uses.

const KIND_WORDS: Record<BorderGateKind, Record<CjkLang, (place: string) => string>> = {
  air: {
    "zh-CN": (place) => `${place}国际机场`,
    "zh-TW": (place) => `${place}國際機場`,
    ko: (place) => `${place} 국제공항`,
    ja: (place) => `${place}国際空港`,
  },
  land: {
    "zh-CN": (place) => `${place}国际口岸`,
    "zh-TW": (place) => `${place}國際口岸`,
    ko: (place) => `${place} 국제 국경검문소`,
    ja: (place) => `${place}国際国境ゲート`,
  },
  sea: {
    "zh-CN": (place) => `${place}港口岸`,
    "zh-TW": (place) => `${place}港口岸`,
    ko: (place) => `${place} 항만 검문소`,
    ja: (place) => `${place}港`,
  },
};

/** A Latin place name beside CJK words: spaced, so it reads as a word of its own. */
const latinPlace = (en: string): CjkNames => [`${en} `, `${en} `, en, `${en} `];

function gate(kind: BorderGateKind, code: string, vi: string, en: string, local: CjkNames): BorderGate {
  const [zhCn, zhTw, ko, ja] = local;
  const english = { air: `${en} International Airport`, land: `${en} International Border Gate`, sea: `${en} Seaport` }[kind];
  const vietnamese = { air: `Sân bay quốc tế ${vi}`, land: `Cửa khẩu quốc tế ${vi}`, sea: `Cửa khẩu cảng ${vi}` }[kind];
  const words = KIND_WORDS[kind];
  return {
    code,
    kind,
    names: {
      vi: vietnamese,
      en: english,
      "zh-CN": words["zh-CN"](zhCn).trim(),
      "zh-TW": words["zh-TW"](zhTw).trim(),
      ko: words.ko(ko),
      ja: words.ja(ja).trim(),
    },
  };
}

const air = (iata: string, vi: string, en: string, local: CjkNames) => gate("air", `air-${iata.toLowerCase()}`, vi, en, local);
const land = (slug: string, vi: string, en: string, local: CjkNames = latinPlace(en)) => gate("land", `land-${slug}`, vi, en, local);
const sea = (slug: string, vi: string, en: string, local: CjkNames = latinPlace(en)) => gate("sea", `sea-${slug}`, vi, en, local);

export const BORDER_GATES: readonly BorderGate[] = [
  air("HAN", "Nội Bài", "Noi Bai", ["内排", "內排", "노이바이", "ノイバイ"]),
  air("SGN", "Tân Sơn Nhất", "Tan Son Nhat", ["新山一", "新山一", "떤선녓", "タンソンニャット"]),
  air("DAD", "Đà Nẵng", "Da Nang", ["岘港", "峴港", "다낭", "ダナン"]),
  air("CXR", "Cam Ranh", "Cam Ranh", ["金兰", "金蘭", "깜라인", "カムラン"]),
  air("PQC", "Phú Quốc", "Phu Quoc", ["富国", "富國", "푸꾸옥", "フーコック"]),
  air("HPH", "Cát Bi", "Cat Bi", ["吉碑", "吉碑", "깟비", "カットビ"]),
  air("VCA", "Cần Thơ", "Can Tho", ["芹苴", "芹苴", "껀터", "カントー"]),
  air("HUI", "Phú Bài", "Phu Bai", ["富牌", "富牌", "푸바이", "フーバイ"]),
  air("VDO", "Vân Đồn", "Van Don", ["云屯", "雲屯", "번돈", "ヴァンドン"]),
  air("THD", "Thọ Xuân", "Tho Xuan", ["寿春", "壽春", "토쑤언", "トースアン"]),
  air("VII", "Vinh", "Vinh", ["荣市", "榮市", "빈", "ヴィン"]),
  air("VDH", "Đồng Hới", "Dong Hoi", ["洞海", "洞海", "동허이", "ドンホイ"]),
  air("VCL", "Chu Lai", "Chu Lai", ["朱莱", "朱萊", "쭈라이", "チューライ"]),
  air("DLI", "Liên Khương", "Lien Khuong", ["连姜", "連姜", "리엔크엉", "リエンクオン"]),
  land("tay-trang", "Tây Trang", "Tay Trang"),
  land("mong-cai", "Móng Cái", "Mong Cai", ["芒街", "芒街", "몽까이", "モンカイ"]),
  land("huu-nghi", "Hữu Nghị", "Huu Nghi", ["友谊", "友誼", "Huu Nghi", "Huu Nghi "]),
  land("lao-cai", "Lào Cai", "Lao Cai", ["老街", "老街", "라오까이", "ラオカイ"]),
  land("na-meo", "Na Mèo", "Na Meo"),
  land("nam-can", "Nậm Cắn", "Nam Can"),
  land("cau-treo", "Cầu Treo", "Cau Treo"),
  land("cha-lo", "Cha Lo", "Cha Lo"),
  land("la-lay", "La Lay", "La Lay"),
  land("lao-bao", "Lao Bảo", "Lao Bao", ["老保", "老保", "라오바오", "ラオバオ"]),
  land("bo-y", "Bờ Y", "Bo Y"),
  land("moc-bai", "Mộc Bài", "Moc Bai", ["木排", "木排", "목바이", "モクバイ"]),
  land("xa-mat", "Xa Mát", "Xa Mat"),
  land("tinh-bien", "Tịnh Biên", "Tinh Bien"),
  land("song-tien", "Sông Tiền", "Song Tien"),
  land("ha-tien", "Hà Tiên (Xà Xía)", "Ha Tien (Xa Xia)", ["河仙 (Xa Xia) ", "河仙 (Xa Xia) ", "하띠엔 (Xa Xia)", "ハティエン (Xa Xia) "]),
  sea("hon-gai", "Hòn Gai", "Hon Gai", ["鸿基", "鴻基", "혼가이", "ホンガイ"]),
  sea("hai-phong", "Hải Phòng", "Hai Phong", ["海防", "海防", "하이퐁", "ハイフォン"]),
  sea("nghi-son", "Nghi Sơn", "Nghi Son"),
  sea("vung-ang", "Vũng Áng", "Vung Ang"),
  sea("chan-may", "Chân Mây", "Chan May"),
  sea("da-nang", "Đà Nẵng", "Da Nang", ["岘", "峴", "다낭", "ダナン"]),
  sea("nha-trang", "Nha Trang", "Nha Trang", ["芽庄", "芽莊", "나트랑", "ニャチャン"]),
  sea("quy-nhon", "Quy Nhơn", "Quy Nhon", ["归仁", "歸仁", "꾸이년", "クイニョン"]),
  sea("dung-quat", "Dung Quất", "Dung Quat"),
  sea("vung-tau", "Vũng Tàu", "Vung Tau", ["头顿", "頭頓", "붕따우", "ブンタウ"]),
  sea("ho-chi-minh", "Thành phố Hồ Chí Minh", "Ho Chi Minh City", ["胡志明市", "胡志明市", "호찌민시", "ホーチミン市"]),
  sea("duong-dong", "Dương Đông (Phú Quốc)", "Duong Dong (Phu Quoc)", [
    "阳东 (富国) ",
    "陽東 (富國) ",
    "즈엉동 (푸꾸옥)",
    "ズオンドン (フーコック) ",
  ]),
];

/** The code a guest gives for a gate the list does not name; its name goes in entry_port_other. */
const OTHER_BORDER_GATE = "other";

const byCode = new Map(BORDER_GATES.map((gate) => [gate.code, gate]));

export function isBorderGateCode(code: string): boolean {
  return code === OTHER_BORDER_GATE || byCode.has(code);
}

/** `other` when the guest gives no name of their own. */
const OTHER_NAMES: Record<Lang, { short: string; long: string }> = {
  vi: { short: "Khác", long: "Cửa khẩu khác" },
  en: { short: "Other", long: "Another border gate" },
  "zh-CN": { short: "其他", long: "其他口岸" },
  "zh-TW": { short: "其他", long: "其他口岸" },
  ko: { short: "기타", long: "기타 국경검문소" },
  ja: { short: "その他", long: "その他の入国地点" },
};

/**
 * The gate as the language names it; `other` is the free text when given. A code the list
 * does not know (a gate removed later) is printed as it is, so nothing is lost.
 */
export function borderGateName(code: string | null, other: string | null, language: Lang = "vi"): string {
  if (!code) return "";
  if (code === OTHER_BORDER_GATE) return other?.trim() || OTHER_NAMES[language].short;
  return byCode.get(code)?.names[language] ?? code;
}

/** Get Border Gates: airports, then land gates, then seaports, each as listed, named in `lang`; `other` last. */
export function listBorderGates(lang: Lang): { code: string; name: string }[] {
  return [
    ...BORDER_GATES.map((gate) => ({ code: gate.code, name: gate.names[lang] })),
    { code: OTHER_BORDER_GATE, name: OTHER_NAMES[lang].long },
  ];
}
