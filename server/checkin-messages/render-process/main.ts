// The e-mail renderer's own process (render-outside.ts starts it): React Email renders with
// react-dom/server, which the app's server bundle and `npm run worker` (both under the
// react-server condition) do not have. Here, plain Node through tsx, it is the ordinary one.
// One request at a time over IPC: { id, input } in, { id, rendered } or { id, error } out.
import { renderCheckinEmail } from "../email/render-checkin-email";
import type { CheckinEmailInput } from "../email/checkin-email-input";

process.on("message", (request: { id: number; input: CheckinEmailInput }) => {
  renderCheckinEmail(request.input).then(
    (rendered) => process.send!({ id: request.id, rendered }),
    (error: unknown) => process.send!({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.send!({ ready: true });
