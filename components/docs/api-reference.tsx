"use client";

import "./zod-without-eval";
import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

/**
 * The API reference page. Scalar's React build bundles its scripts and styles, so nothing is
 * fetched from a CDN; its default web fonts are off for the same reason.
 */
export function ApiReference({ specUrl }: { specUrl: string }) {
  return (
    <ApiReferenceReact
      configuration={{
        url: specUrl,
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
      }}
    />
  );
}
