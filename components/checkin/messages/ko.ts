import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import { guestFormMessages } from "@/components/guest-form/messages/ko";
import type { PageMessages } from "./vi";

// Every string of the guest check-in pages in Korean: the guest form's and the page's own (./vi.ts
// says how the tables are used).

export const pageMessages: PageMessages = {
  ...guestFormMessages,
  pageTitle: "온라인 체크인",
  language: "언어",
  booking: "예약",
  stay: "숙박 기간",
  checkinAt: "체크인",
  checkoutAt: "체크아웃",
  fromHour: "{hour}부터",
  untilHour: "{hour}까지",
  nights: "{count}박",
  dayUse: "당일 이용",
  total: "총 금액",
  rooms: "객실",
  roomUnitPending: "객실 번호는 도착 시 배정됩니다",
  guestsRegistered: "등록된 투숙객",
  noGuestsYet: "아직 등록된 투숙객이 없습니다.",
  primaryBadge: "대표 투숙객",
  invalidLinkTitle: "사용할 수 없는 링크입니다",
  invalidLinkBody: "체크인 링크가 올바르지 않습니다. 링크를 다시 확인하시거나 프런트에 새 링크를 요청해 주세요.",
  expiredLinkTitle: "링크가 만료되었습니다",
  expiredLinkBody: "이 체크인 링크는 만료되었습니다. 프런트에 새 링크를 요청해 주세요.",
  cancelledLinkTitle: "취소된 예약입니다",
  cancelledLinkBody: "이 예약은 취소되어 체크인하실 내용이 없습니다.",
  finishedLinkTitle: "숙박이 종료되었습니다",
  finishedLinkBody: "이 예약의 숙박 기간이 종료되었습니다. 저희 숙소를 이용해 주셔서 감사합니다.",
  tooManyTries: TOO_MANY_TRIES.ko,
  roomNeedsGuest: "체크인하려면 투숙객이 최소 1명 필요합니다.",
  saveAndCheckin: "저장 후 체크인",
  yourRooms: "고객님의 객실",
  deskAssignsRoom: "프런트에서 객실을 배정해 드립니다",
  checkoutWhen: "{date} {hour}까지",
  propertyAddress: "주소",
  propertyPhone: "프런트 전화번호",
  wifi: "Wi-Fi",
  wifiName: "네트워크 이름",
  wifiPassword: "비밀번호",
  paidInFull: "전액 입금이 확인되었습니다. 감사합니다!",
  scanExpires: "이 서류는 {date}까지 유효합니다.",
  scanExpired: "이 서류는 {date}에 만료되었습니다.",
};
