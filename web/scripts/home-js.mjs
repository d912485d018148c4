// make bench: JavaScript the home page loads without any interaction, in bytes over the wire (gzip),
// measured in Debian's Chromium at phone width over 7 s, so chunks loaded later on their own
// (the toaster, the consultation modal that opens itself after 5 s) count too.
//   node scripts/home-js.mjs http://127.0.0.1:PORT/
import { chromium } from "@playwright/test";

const url = process.argv[2];
if (!url) throw new Error("usage: node scripts/home-js.mjs URL");
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  const started = Date.now();
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const response = await request.response();
    scripts.push({ at: Date.now() - started, url: request.url(), bytes: (await request.sizes()).responseBodySize, gzip: (await response?.headerValue("content-encoding")) === "gzip" });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(7000);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  // HOME_JS_LIST=1 lists each script: ms after navigation, bytes, gzip or not (the server sends files under 512 bytes as they are), URL.
  if (process.env.HOME_JS_LIST) for (const s of scripts) console.error(s.at, s.bytes, s.gzip ? "gzip" : "plain", s.url);
  console.log(JSON.stringify({ files: scripts.length, bytes: total }));
} finally {
  await browser.close();
}
