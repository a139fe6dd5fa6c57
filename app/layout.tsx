import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { guestPageLanguage, isGuestPageRequest } from "./checkin/page-language";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Lodging", template: "%s · Lodging" },
  description: "Partner API, online check-in and front desk for hotels, homestays and serviced apartments.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page is rendered per request: its scripts carry the nonce of that answer's
// Content-Security-Policy (proxy.ts), which a page prerendered at build time cannot know.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: ReactNode }) {
  // A guest page speaks one of six languages (app/checkin/page-language.ts); the desk sets its
  // own once it runs (components/desk/i18n.tsx), from Vietnamese.
  const lang = (await isGuestPageRequest()) ? await guestPageLanguage() : "vi";
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
