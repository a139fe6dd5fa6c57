import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";

export const metadata: Metadata = { title: "API reference" };

export default function DocsPage() {
  return <ApiReference specUrl="/api/v1/openapi.json" />;
}
