import { randomBytes } from "node:crypto";

/** A fresh nonce for one page answer: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of a page. Scripts run only when they carry this answer's nonce
 * (Next.js puts it on its own scripts, read from the request's CSP header) or were loaded by
 * one that does ('strict-dynamic': Next's chunks are added by its runtime); 'self' is the
 * fallback for browsers without CSP 3. No plugins, no <base> elsewhere, forms post only here,
 * and no other site may frame a page (clickjacking the desk or a guest's form).
 *
 * Styles: <style> and stylesheets need the nonce or our origin, so injected markup cannot
 * restyle the page to read it out; style="" attributes are allowed (React writes them, and they
 * can neither load nor select anything). Browsers without style-src-elem/-attr fall back to
 * style-src.
 *
 * Workers: only the check-in page starts one, the ID scanner's OCR (/ocr/worker.min.js, from our
 * origin; its own policy lets it load the WebAssembly core). Other pages keep script-src's rule,
 * under which 'strict-dynamic' refuses any worker.
 */
export function pageContentSecurityPolicy({
  nonce,
  development,
  https,
  ocrWorker = false,
}: {
  nonce: string;
  development: boolean;
  https: boolean;
  ocrWorker?: boolean;
}): string {
  return [
    "default-src 'self'",
    // React's development build reconstructs server errors with eval; production never evals.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    // blob: the guest's photo previews before upload; data: the desk's QR code.
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(ocrWorker ? ["worker-src 'self'"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
