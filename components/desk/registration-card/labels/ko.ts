import { localeOf } from "@/i18n/languages";
import { guestFieldLabels } from "@/i18n/vocabulary/ko";
import type { CardLabels } from "./vi";

// The registration card's guest side in Korean (./vi.ts says how the card uses it).

export const cardLabels: CardLabels = {
  locale: localeOf("ko"),
  title: "투숙객 등록 카드",
  room: "객실",
  nightlyRates: "1박 요금",
  roomCharge: "객실 요금",
  fullName: guestFieldLabels.fullName,
  birthDate: guestFieldLabels.birthDate,
  gender: guestFieldLabels.gender,
  nationality: guestFieldLabels.nationality,
  idDocument: "여권·신분증 번호",
  address: "주소",
  formerAddress: "이전 주소",
  signature: "서명",
  bookingTotal: "예약 총액",
  paid: "결제 금액",
  balance: "미결제 잔액",
  declaration: "본인은 위 기재 내용이 사실임을 확인하며, 숙박 시설의 이용 규칙에 동의합니다.",
  guestSignature: "투숙객 서명",
};
