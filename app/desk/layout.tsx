import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { DeskProviders } from "@/components/desk/providers";

export const metadata: Metadata = { title: "Front desk" };

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const language = (await cookies()).get("desk_lang")?.value === "en" ? "en" : "vi";
  return <DeskProviders language={language}>{children}</DeskProviders>;
}
