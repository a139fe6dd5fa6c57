import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { moveTokenFromFragment } from "./fragment-token";

// The inline script of `/checkin` (the short link's landing), run against a stand-in of the
// browser's location, history and document: what it leaves in the address, the history and the
// cookie, and where it goes next.

function runAt(href: string) {
  const url = new URL(href);
  const seen = { replacedState: [] as string[], cookie: "", navigatedTo: [] as string[], hidden: false };
  const browser = {
    location: {
      hash: url.hash,
      pathname: url.pathname,
      search: url.search,
      protocol: url.protocol,
      replace: (to: string) => seen.navigatedTo.push(to),
    },
    history: { replaceState: (_state: unknown, _title: string, to: string) => seen.replacedState.push(to) },
    document: {
      set cookie(value: string) {
        seen.cookie = value;
      },
      documentElement: {
        style: {
          set display(value: string) {
            seen.hidden = value === "none";
          },
        },
      },
    },
    atob,
  };
  vm.runInNewContext(moveTokenFromFragment, browser);
  return seen;
}

const payload = Buffer.from(
  JSON.stringify({ l: "2b0c5f64-8a1e-4b5a-9f43-1f1f6c1e0a11", p: "hanoi-old-quarter", e: 1_795_000_000 }),
).toString("base64url");
const TOKEN = `ci_${payload}.bWFj`;

describe("the short link's landing page script", () => {
  it("takes the token out of the address at once and keeps it in a cookie of /checkin until the link expires", () => {
    const seen = runAt(`https://hotel.example/checkin?lang=en#${encodeURIComponent(TOKEN)}`);
    expect(seen.replacedState).toEqual(["/checkin?lang=en"]);
    expect(seen.cookie).toBe(
      `checkin_link=${TOKEN}; path=/checkin; samesite=lax; expires=${new Date(1_795_000_000_000).toUTCString()}; secure`,
    );
    expect(seen.navigatedTo).toEqual(["/checkin?lang=en"]);
    // What this answer drew (no link yet, or an earlier link's booking) is not shown meanwhile.
    expect(seen.hidden).toBe(true);
  });

  it("does nothing without a fragment (a reload, the language switch)", () => {
    expect(runAt("http://localhost/checkin")).toEqual({ replacedState: [], cookie: "", navigatedTo: [], hidden: false });
  });

  it("keeps a token whose expiry it cannot read as a session cookie, not Secure over plain HTTP", () => {
    const seen = runAt("http://localhost/checkin#ci_garbage");
    expect(seen.cookie).toBe("checkin_link=ci_garbage; path=/checkin; samesite=lax");
    expect(seen.navigatedTo).toEqual(["/checkin"]);
    const noExpiry = Buffer.from(JSON.stringify({ l: "x" })).toString("base64url");
    expect(runAt(`http://localhost/checkin#ci_${noExpiry}.bWFj`).cookie).toBe(
      `checkin_link=ci_${noExpiry}.bWFj; path=/checkin; samesite=lax`,
    );
  });
});
