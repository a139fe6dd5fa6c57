import { renderCheckinEmail } from "./render-checkin-email";

// Run by render-checkin-email.react-server.test.ts in a process started with the react-server
// condition, as `npm run worker` is: renders the e-mail of the input given as JSON and prints
// it, with whether react-dom/server could be loaded here (it must not, or nothing is proved).

const reactDomServerLoads = await import("react-dom/server").then(
  () => true,
  () => false,
);
const email = await renderCheckinEmail(JSON.parse(process.argv[2]!));
console.log(
  JSON.stringify({
    reactDomServerLoads,
    ...email,
    attachments: email.attachments.map((image) => ({ ...image, content: image.content.toString("base64") })),
  }),
);
