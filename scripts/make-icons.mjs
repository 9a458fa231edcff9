// Draws Sunshine's app icons (PNG, for the web app manifest) from SVG with Debian's Chromium:
// node scripts/make-icons.mjs  → web/static/icons/*.png. Run again only when the artwork changes.
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";

const out = new URL("../web/static/icons/", import.meta.url);

/** The sun of favicon.svg on a warm tile; `safe` shrinks it into the maskable safe zone (a circle of 80%). */
const sun = (safe) => {
  const scale = safe ? 0.62 : 0.8;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7e6"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
  ${safe ? `<rect width="64" height="64" fill="url(#bg)"/>` : `<rect x="2" y="2" width="60" height="60" rx="14" fill="url(#bg)"/>`}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="32" cy="32" r="14" fill="#f59e0b"/>
    <g stroke="#f59e0b" stroke-width="5" stroke-linecap="round"><path d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M12 52l6-6M46 18l6-6"/></g>
  </g></svg>`;
};

const icons = [
  { file: "icon-192.png", size: 192, safe: false },
  { file: "icon-512.png", size: 512, safe: false },
  { file: "maskable-512.png", size: 512, safe: true },
  { file: "maskable-192.png", size: 192, safe: true },
  { file: "apple-touch-icon.png", size: 180, safe: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const { file, size, safe } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${sun(safe)}</body></html>`);
  writeFileSync(new URL(file, out), await page.screenshot({ omitBackground: true, type: "png" }));
  await page.close();
}
await browser.close();
console.log("icons written to web/static/icons/");
