import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";
import { openApiDocument } from "@/server/composition/openapi-document";

export const metadata: Metadata = {
  title: "API reference",
  description: "Every operation of the Lodging partner API (/api/v1), its parameters, bodies and answers, from its OpenAPI 3.1 document.",
};

export default function DocsPage() {
  return <ApiReference document={openApiDocument()} specUrl="/api/v1/openapi.json" />;
}
