import { localeOf } from "@/i18n/languages";
import type { CheckinEmailMessages } from "./vi";

// The online check-in e-mail in Japanese (./vi.ts says how the tables are used): the polite
// register of a hotel's front desk; CCCD stays as the card is called.

export const checkinEmailMessages: CheckinEmailMessages = {
  locale: localeOf("ja"),
  subject_invitation: "【{property}】ご到着前にオンラインチェックインをお済ませください",
  subject_reminder: "【{property}】本日ご到着のお客様へ：オンラインチェックインのご案内",
  preheader_invitation: "スマートフォンで数分。ご到着後はすぐにお部屋へご案内いたします。",
  preheader_reminder: "今すぐオンラインチェックインをお済ませいただくと、フロントでお待ちいただく必要はありません。",
  greeting: "{name} 様",
  intro_invitation:
    "このたびは{property}をご予約いただき、誠にありがとうございます。ご到着前にオンラインチェックインをご利用いただけます。スマートフォンで数分ほどご宿泊者情報をご入力いただくと、当日のお手続きがスムーズになります。",
  intro_reminder:
    "本日、{property}にてお待ちしております。オンラインチェックインがまだお済みでない場合は、今すぐお手続きいただくと、フロントでお並びいただく必要がありません。",
  button: "オンラインチェックインへ進む",
  stayTitle: "ご宿泊内容",
  bookingCode: "予約番号",
  arrival: "チェックイン",
  departure: "チェックアウト",
  arrivalValue: "{date} {hour}から",
  roomsAndGuests: "客室数・人数",
  roomsAndGuestsValue: "{rooms}・{guests}",
  rooms: "{count}室",
  guests: "{count}名",
  readyTitle: "ご用意いただくもの",
  readyCitizens: "ベトナム国籍の方：身分証明書（CCCD）",
  readyForeigners: "外国籍の方：パスポート、およびビザまたは入国スタンプ（入国日・入国地点）",
  readyEveryone: "ご同行の皆様全員分をご用意ください。ベトナムの法令により、ご宿泊のお客様全員の宿泊登録が必要です。",
  qrHint: "スマートフォンのカメラでこのコードを読み取ることもできます。",
  qrAlt: "オンラインチェックインを開くQRコード",
  copyLink: "ボタンが開かない場合は、次のリンクをブラウザにコピーしてください：",
  expires: "このリンクの有効期限：{date}",
  contactTitle: "お問い合わせ",
  contactHint: "ご不明な点は{property}までお気軽にお問い合わせください。",
  address: "住所",
  phone: "電話",
  closing: "スタッフ一同、心よりお待ちしております。",
  footerWhy: "このメールは、{property}にご予約いただいたお客様にお送りしています。",
  footerStop: "このご予約のオンラインチェックインに関するメールが不要な場合：",
  stop: "配信を停止する",
};
