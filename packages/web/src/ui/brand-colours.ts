// The colours of the installed app's title bar and splash screen: the web manifest's theme and
// background (pwa.config.ts) and index.html's theme-color. They are the design tokens'
// --color-brand-700 and --color-canvas (tokens.css); the offline-pwa e2e test checks that the
// manifest, the meta tag and the page's tokens agree.
export const BRAND_COLOURS = {
  theme: '#1d4ed8',
  background: '#f6f8fb',
} as const;
