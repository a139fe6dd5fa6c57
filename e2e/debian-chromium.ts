// Debian's Chromium (`apt-get install chromium`), the browser of the e2e tests and the Lighthouse
// benchmarks: nothing is downloaded, and nothing it does reaches the network on its own.
export const DEBIAN_CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
