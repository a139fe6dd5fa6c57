import QRCode from "qrcode";

/** The `cid` the HTML names the QR image by (`<img src="cid:checkin-qr">`), and its attachment's. */
export const CHECKIN_QR_CID = "checkin-qr";
/** Shown at this size in CSS pixels; drawn at twice as many, so a phone's screen shows it sharp. */
export const CHECKIN_QR_DISPLAY_PX = 180;

/**
 * The check-in link as a PNG QR code, for a guest who reads the e-mail on a computer and checks
 * in with the phone in hand. Medium error correction and the standard four-module quiet zone:
 * what phone cameras read best, even from a screen.
 */
export function checkinQrPng(checkinUrl: string): Promise<Buffer> {
  return QRCode.toBuffer(checkinUrl, { type: "png", errorCorrectionLevel: "M", margin: 4, width: CHECKIN_QR_DISPLAY_PX * 2 });
}
