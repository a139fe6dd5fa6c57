import type { Metadata } from "next";
import { CheckinPage, checkinMetadata } from "../checkin-page";
import { guestPageLanguage } from "../page-language";

// The guest's check-in link with its token in the path: the form of every link sent before the
// short link moved the token into the fragment (app/checkin/page.tsx), and of `url` in the
// answer that mints a link. It keeps working as long as the link does.

export const dynamic = "force-dynamic";

type PageProps = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return checkinMetadata();
}

export default async function CheckinTokenPage({ params }: PageProps) {
  const { token } = await params;
  return <CheckinPage token={safeDecode(token)} lang={await guestPageLanguage()} />;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
