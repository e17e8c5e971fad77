// The entry's style sheet, written into index.html: a linked sheet holds the first paint of every
// page until a second request comes back (a round trip on a phone's network), and the sheet is
// small. The file stays in the build for anything that names it (the offline copy, the budgets).
import type { Plugin, Rolldown } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/** The page with each stylesheet link of the build's own CSS replaced by a `<style>` holding it. */
export function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle, base: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
    if (asset?.type !== 'asset') return link;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // A `</style` inside would end the element early; CSS has no need of one.
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

/** The Vite plugin: the built index.html's own style sheets inline. */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'fieldteam:inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? inlineStylesheets(html, context.bundle, base) : html;
      },
    },
  };
}
