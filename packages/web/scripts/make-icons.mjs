// Draws the installed app's icons (the web manifest's and the home-screen one) from the app's
// mark, public/favicon.svg, in Chromium, into public/icons/. Run it after changing the mark:
//   node packages/web/scripts/make-icons.mjs
// "any" icons keep the mark's rounded square on a transparent ground; the maskable icon and the
// Apple touch icon fill the square (the platform cuts its own shape), with the letter and the dot
// inside the central safe circle (40% of the size).
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  // The mark read as SVG by the browser: its rounded square's colour, and its drawing without it (the letter and the dot).
  const { background, figure } = await page.evaluate((svg) => {
    const root = new globalThis.DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    const square = root.querySelector('rect');
    const colour = square?.getAttribute('fill') ?? '#1d4ed8';
    square?.remove();
    return { background: colour, figure: [...root.childNodes].map((node) => new globalThis.XMLSerializer().serializeToString(node)).join('') };
  }, mark);
  const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.82) translate(-16 -16)">${figure}</g></svg>`;
  const icons = [
    { file: 'icon-192.png', size: 192, svg: mark },
    { file: 'icon-512.png', size: 512, svg: mark },
    { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
    { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
  ];
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    await writeFile(join(publicDir, 'icons', file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
