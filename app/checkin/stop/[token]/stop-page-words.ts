import type { Lang } from "@/components/i18n/languages";

/** The stop page's few words, in the guest page's six languages. */
export interface StopPageWords {
  title: string;
  ask: (property: string) => string;
  button: string;
  stopped: (property: string) => string;
  invalid: string;
}

export const STOP_PAGE_WORDS: Record<Lang, StopPageWords> = {
  vi: {
    title: "Ngừng email làm thủ tục trực tuyến",
    ask: (property) => `Bạn không muốn nhận thêm email làm thủ tục nhận phòng trực tuyến từ ${property} cho đặt phòng này?`,
    button: "Ngừng các email này",
    stopped: (property) => `Đã ngừng. ${property} sẽ không gửi thêm email làm thủ tục trực tuyến cho đặt phòng này.`,
    invalid: "Liên kết này không hợp lệ.",
  },
  en: {
    title: "Stop the online check-in e-mails",
    ask: (property) => `Stop receiving online check-in e-mails from ${property} for this booking?`,
    button: "Stop these e-mails",
    stopped: (property) => `Done. ${property} will send no more online check-in e-mails for this booking.`,
    invalid: "This link is not valid.",
  },
  ko: {
    title: "온라인 체크인 이메일 중지",
    ask: (property) => `이 예약에 대해 ${property}의 온라인 체크인 이메일을 더 이상 받지 않으시겠습니까?`,
    button: "이메일 중지",
    stopped: (property) => `완료되었습니다. ${property}은(는) 이 예약에 대한 온라인 체크인 이메일을 더 이상 보내지 않습니다.`,
    invalid: "유효하지 않은 링크입니다.",
  },
  ja: {
    title: "オンラインチェックインのメールを停止",
    ask: (property) => `このご予約について、${property}からのオンラインチェックインのメールを停止しますか？`,
    button: "メールを停止する",
    stopped: (property) => `停止しました。${property}からこのご予約のオンラインチェックインのメールは今後送信されません。`,
    invalid: "このリンクは無効です。",
  },
  "zh-CN": {
    title: "停止在线入住邮件",
    ask: (property) => `不再接收${property}关于此预订的在线入住邮件？`,
    button: "停止这些邮件",
    stopped: (property) => `已停止。${property}不会再为此预订发送在线入住邮件。`,
    invalid: "此链接无效。",
  },
  "zh-TW": {
    title: "停止線上入住郵件",
    ask: (property) => `不再接收${property}關於此訂房的線上入住郵件？`,
    button: "停止這些郵件",
    stopped: (property) => `已停止。${property}不會再為此訂房寄送線上入住郵件。`,
    invalid: "此連結無效。",
  },
};
