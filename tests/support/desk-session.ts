import { POST as signInRoute } from "@/app/api/desk/session/route";
import { SOCKET_ADDRESS_HEADER } from "@/server/platform/http/socket-address";
import { callRoute, type RouteAnswer } from "./call-route";

/** The demo fixture's staff (drizzle/fixtures/demo.json). */
export const DEMO_STAFF = {
  hanoiReception: { email: "reception@oldquarter.example", password: "frontdesk-demo" },
  hanoiManager: { email: "manager@oldquarter.example", password: "manager-demo" },
  chainManager: { email: "manager@chain.example", password: "chain-manager-demo" },
} as const;

/** A signed-in desk browser: its Cookie header, and the CSRF token its page would echo. */
export interface DeskBrowser {
  cookie: string;
  csrf: string;
  /** Headers of a GET, or of a state-changing request when `withCsrf` is set. */
  headers(withCsrf?: boolean): Record<string, string>;
}

/**
 * POST /api/desk/session from 203.0.113.7 unless `headers` say otherwise: the address is both
 * the connection's (the header `next start`'s socket layer writes, believed where a test
 * installed it) and the one a proxy would append.
 */
export function postSignIn(body: unknown, headers: Record<string, string> = {}): Promise<RouteAnswer> {
  return callRoute(signInRoute, {
    method: "POST",
    path: "/api/desk/session",
    headers: { "content-type": "application/json", [SOCKET_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "203.0.113.7", ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in through the real route and keeps the cookies it set. */
export async function signInAs(staff: { email: string; password: string }): Promise<DeskBrowser> {
  const answer = await postSignIn(staff);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return browserFrom(answer);
}

/** The browser after that answer: the cookies it set (a cleared one is dropped), as a Cookie header. */
export function browserFrom(answer: RouteAnswer): DeskBrowser {
  const cookies = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const)
    .filter(([, value]) => value !== "");
  const cookie = cookies.map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = cookies.find(([name]) => name === "desk_csrf")?.[1] ?? "";
  return {
    cookie,
    csrf,
    headers: (withCsrf = false) => ({ cookie, ...(withCsrf ? { "x-csrf-token": csrf } : {}) }),
  };
}
