import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;
const bundle = { 'assets/index-1.css': asset('assets/index-1.css', 'body{margin:0}') } as unknown as Rolldown.OutputBundle;

describe("index.html's own style sheets, inline", () => {
  it('replaces the link to the entry sheet by a style element holding it', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(inlineStylesheets(html, bundle, '/')).toBe('<head><style>body{margin:0}</style></head>');
  });

  it('follows the base the app is served under', () => {
    expect(inlineStylesheets('<link rel="stylesheet" href="/app/assets/index-1.css">', bundle, '/app/')).toBe('<style>body{margin:0}</style>');
  });

  it('leaves a sheet that is not the build’s, or that would end the element early, linked', () => {
    const outside = '<link rel="stylesheet" href="https://fonts.example/a.css">';
    expect(inlineStylesheets(outside, bundle, '/')).toBe(outside);
    const closing = { 'assets/x.css': asset('assets/x.css', 'a::after{content:"</style>"}') } as unknown as Rolldown.OutputBundle;
    const link = '<link rel="stylesheet" href="/assets/x.css">';
    expect(inlineStylesheets(link, closing, '/')).toBe(link);
  });
});
