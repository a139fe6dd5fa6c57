import { isLang } from "@/i18n/languages";
import { stopCheckinMessagesByToken } from "@/server/checkin-messages/stop-checkin-messages-by-token";
import { publicOrigin } from "@/server/platform/http/public-origin";
import { readBodyBytes } from "@/server/platform/http/read-body-bytes";

// The stop link's POST: the stop page's button, or a mail client's one-click unsubscribe (RFC 8058:
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, posted with no cookie and no page). The token
// alone says which booking (server/checkin-messages/stop-token.ts). A GET stops nothing: it goes to
// the page, which asks.

export const dynamic = "force-dynamic";

const HEADERS = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
const MAX_FORM_BYTES = 1024;
// What a stop token is written with (cs_, base64url, ".", base64url); anything else names no booking.
const TOKEN_TEXT = /^[A-Za-z0-9_.-]{1,1024}$/;
const notValid = () =>
  new Response("This link is not valid.\n", { status: 404, headers: { ...HEADERS, "content-type": "text/plain; charset=utf-8" } });

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  if (!TOKEN_TEXT.test(token)) return notValid();
  return new Response(null, {
    status: 303,
    headers: { ...HEADERS, location: `${publicOrigin(request)}/checkin/stop/${encodeURIComponent(token)}${langQuery(request)}` },
  });
}

export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  if (!TOKEN_TEXT.test(token)) return notValid();
  // The page's form and a one-click POST are a few dozen bytes.
  const body = await readBodyBytes(request, MAX_FORM_BYTES).catch(() => undefined);
  if (!body)
    return new Response("This request is not a stop link's form.\n", {
      status: 413,
      headers: { ...HEADERS, "content-type": "text/plain; charset=utf-8" },
    });
  const fromPage = new URLSearchParams(new TextDecoder().decode(body)).get("from") === "page";
  const stopped = await stopCheckinMessagesByToken(token);
  // The page's button gets the page back, saying in the guest's language that they are stopped
  // (or that the link is not valid); a mail client gets a plain answer.
  if (fromPage) {
    return new Response(null, {
      status: 303,
      headers: { ...HEADERS, location: `${publicOrigin(request)}/checkin/stop/${encodeURIComponent(token)}${langQuery(request)}` },
    });
  }
  if (!stopped) return notValid();
  return new Response("Stopped.\n", { status: 200, headers: { ...HEADERS, "content-type": "text/plain; charset=utf-8" } });
}

function langQuery(request: Request): string {
  const lang = new URL(request.url).searchParams.get("lang");
  return isLang(lang) ? `?lang=${lang}` : "";
}
