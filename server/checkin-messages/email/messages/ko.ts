import { localeOf } from "@/i18n/languages";
import type { CheckinEmailMessages } from "./vi";

// The online check-in e-mail in Korean (./vi.ts says how the tables are used): the polite
// register of a hotel's front desk; CCCD stays as the card is called.

export const checkinEmailMessages: CheckinEmailMessages = {
  locale: localeOf("ko"),
  subject_invitation: "[{property}] 도착 전에 온라인 체크인을 완료해 주세요",
  subject_reminder: "[{property}] 오늘 도착하시는 고객님, 지금 온라인 체크인하세요",
  preheader_invitation: "휴대폰으로 몇 분이면 충분합니다. 도착하시면 바로 객실로 안내해 드립니다.",
  preheader_reminder: "지금 온라인 체크인을 완료하시면 프런트에서 기다리지 않으셔도 됩니다.",
  greeting: "{name} 고객님, 안녕하세요.",
  intro_invitation:
    "{property}을(를) 예약해 주셔서 감사합니다. 지금 바로 온라인 체크인을 하실 수 있습니다. 휴대폰으로 몇 분만 투숙객 정보를 입력해 주시면 도착하시는 날 빠르게 체크인하실 수 있습니다.",
  intro_reminder:
    "오늘 {property}에서 고객님을 기다리고 있습니다. 아직 온라인 체크인을 하지 않으셨다면 지금 완료해 주세요. 프런트에서 줄을 서지 않으셔도 됩니다.",
  button: "온라인 체크인하기",
  stayTitle: "예약 내역",
  bookingCode: "예약 번호",
  arrival: "체크인",
  departure: "체크아웃",
  arrivalValue: "{date} {hour}부터",
  roomsAndGuests: "객실 및 인원",
  roomsAndGuestsValue: "{rooms}, {guests}",
  rooms: "객실 {count}개",
  guests: "{count}명",
  readyTitle: "준비해 주실 서류",
  readyCitizens: "베트남 국민: 신분증(CCCD)",
  readyForeigners: "외국인 고객: 여권, 그리고 비자 또는 입국 도장(입국일과 입국 지점)",
  readyEveryone: "함께 투숙하시는 모든 분의 서류도 준비해 주세요. 베트남 법에 따라 모든 투숙객의 숙박 신고가 필요합니다.",
  qrHint: "휴대폰 카메라로 이 코드를 스캔하셔도 됩니다.",
  qrAlt: "온라인 체크인 페이지를 여는 QR 코드",
  copyLink: "버튼이 열리지 않으면 아래 링크를 복사해 브라우저에 붙여 넣어 주세요.",
  expires: "이 링크는 {date}까지 유효합니다.",
  contactTitle: "문의",
  contactHint: "궁금하신 점은 {property}(으)로 언제든지 연락해 주세요.",
  address: "주소",
  phone: "전화",
  closing: "곧 뵙기를 고대하겠습니다.",
  footerWhy: "{property}에 예약하신 고객님께 보내 드리는 메일입니다.",
  footerStop: "이 예약의 온라인 체크인 안내 메일을 더 이상 받지 않으시려면:",
  stop: "수신 거부",
};
