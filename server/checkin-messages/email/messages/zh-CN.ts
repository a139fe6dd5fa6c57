import { localeOf } from "@/i18n/languages";
import type { CheckinEmailMessages } from "./vi";

// The online check-in e-mail in Simplified Chinese (./vi.ts says how the tables are used);
// CCCD stays as the card is called.

export const checkinEmailMessages: CheckinEmailMessages = {
  locale: localeOf("zh-CN"),
  subject_invitation: "{property}：欢迎在抵达前办理在线入住",
  subject_reminder: "{property}：您今天抵达，请现在办理在线入住",
  preheader_invitation: "用手机几分钟即可完成，抵达后即可快速入住。",
  preheader_reminder: "现在办理在线入住，抵达时无需在前台排队。",
  greeting: "尊敬的{name}：",
  intro_invitation: "感谢您选择{property}。您现在即可办理在线入住：用手机花几分钟填写入住信息，抵达当天即可快速入住。",
  intro_reminder: "{property}今天恭候您的光临。如您尚未办理在线入住，请现在办理，抵达时无需在前台排队等候。",
  button: "办理在线入住",
  stayTitle: "预订详情",
  bookingCode: "预订号",
  arrival: "入住",
  departure: "退房",
  arrivalValue: "{date}，{hour}起",
  roomsAndGuests: "房间与人数",
  roomsAndGuestsValue: "{rooms}，{guests}",
  rooms: "{count}间客房",
  guests: "{count}位客人",
  readyTitle: "请准备以下证件",
  readyCitizens: "越南公民：身份证（CCCD）",
  readyForeigners: "外籍客人：护照，以及签证或入境章（入境日期和入境口岸）",
  readyEveryone: "同行的每位客人也请准备证件：根据越南法律，所有住客均须办理住宿登记。",
  qrHint: "您也可以用手机相机扫描此二维码。",
  qrAlt: "打开在线入住页面的二维码",
  copyLink: "如按钮无法打开，请将以下链接复制到浏览器中：",
  expires: "此链接有效期至{date}。",
  contactTitle: "需要帮助？",
  contactHint: "如有任何疑问，欢迎联系{property}：",
  address: "地址",
  phone: "电话",
  closing: "期待您的光临。",
  footerWhy: "您收到此邮件，是因为您在{property}有一笔预订。",
  footerStop: "不希望再收到本预订的在线入住邮件？",
  stop: "停止接收此类邮件",
};
