import type { CheckinEmailInput, RenderedCheckinEmail } from "./checkin-email-input";

/**
 * The online check-in e-mail of one booking, in the guest's language, ready for nodemailer: the
 * subject, the HTML part (React Email), the plain-text part and the QR code of the link as an
 * inline PNG the HTML names by `cid:` (render-checkin-email-in-process.ts).
 *
 * React Email renders with react-dom/server, which a process started with the react-server
 * condition (`npm run worker` and the other `tsx --conditions=react-server` scripts) cannot load:
 * there the rendering runs in a worker thread started without it. Next.js's server code, vitest
 * and plain tsx render in process. docs/checkin-email.md, "Where it renders".
 */
export async function renderCheckinEmail(input: CheckinEmailInput): Promise<RenderedCheckinEmail> {
  if (await reactDomServerLoads()) {
    const { renderCheckinEmailInProcess } = await import("./render-checkin-email-in-process");
    return renderCheckinEmailInProcess(input);
  }
  const { renderCheckinEmailInWorkerThread } = await import("./render-checkin-email-in-worker-thread");
  return renderCheckinEmailInWorkerThread(input);
}

let loads: Promise<boolean> | undefined;

/** Whether this process can load react-dom/server; asked once. Any other failure is thrown. */
function reactDomServerLoads(): Promise<boolean> {
  loads ??= import("react-dom/server").then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && error.message.includes("not supported in React Server Components")) return false;
      throw error;
    },
  );
  return loads;
}
