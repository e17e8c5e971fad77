// The web app's own answers carry the security headers the build writes to dist/_headers: a
// page of another origin that frames the app while its owner is signed in gets
// nothing; the page and a deep route carry the policy, whose script hashes are exactly those of
// the page's inline scripts, and so does a worker's script; a script the page imports carries only
// what a module reads. (Every other spec fails on any CSP violation: see
// `test` in support.ts.)
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse } from '@playwright/test';
import { DEMO_OWNER, DIRECT_API_URL, DIRECT_WEB_URL, expect, signIn, test } from './support';

/**
 * A decoy page on the same host, another port, as in the reproduction: served by the test
 * from a real local server (Chromium refuses a local frame inside a page that `page.route` made up,
 * whatever its headers, which would hide what the app's own headers do).
 */
async function serveFramingPage(appUrl: string): Promise<{ readonly url: string; readonly close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<!doctype html><title>Win a prize</title><button>Claim</button><iframe title="app" src="${appUrl}" width="900" height="600" style="opacity:0.3"></iframe>`);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/prize.html`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/** The directives of a Content-Security-Policy header: name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The sha256 source of each inline script of a page, as the browser hashes it. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);

function expectAppHeaders(response: APIResponse, what: string): Map<string, string[]> {
  expect(response.ok(), what).toBe(true);
  const headers = response.headers();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['permissions-policy'], what).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(headers['permissions-policy'], what).toMatch(/(^|, )camera=\(\)(,|$)/);
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('script-src'), what).toContain("'self'");
  expect(policy.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), what).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src'), what).toEqual(["'self'"]);
  // no maps key in the test builds: no Google origin anywhere
  expect(headers['content-security-policy'], what).not.toMatch(/google|gstatic/);
  return policy;
}

test.describe('a page of another origin that frames the app', () => {
  test.use({ expectedCspViolations: [/frame-ancestors 'none'/] });

  test('gets nothing: the framed collaborators screen never renders, and the browser says why', async ({ page, baseURL, cspViolations }) => {
    // The attack: the owner is signed in (the service worker too) when the decoy page opens.
    await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    const decoy = await serveFramingPage(`${baseURL}/business-colaborators`);
    try {
      await page.goto(decoy.url); // waits for the frame's load, a refused frame's included
      const framed = page.frameLocator('iframe');
      await expect(framed.locator('#root')).toHaveCount(0);
      await expect(framed.getByRole('heading', { name: 'Collaborators' })).toHaveCount(0);
      expect(page.frames()[1]?.url()).not.toContain('/business-colaborators');
      expect(cspViolations.filter((text) => /frame-ancestors 'none'/.test(text)).length).toBeGreaterThan(0);
    } finally {
      await decoy.close();
    }
  });
});

test('the page, a deep route and a worker carry the headers, the policy allows exactly the inline scripts of the page, and an imported script carries only a module’s', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  const hashes = inlineScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);

  for (const [path, response] of [
    ['/', home],
    ['/business-clients', await request.get('/business-clients')],
  ] as const) {
    const policy = expectAppHeaders(response, path);
    expect(policy.get('script-src')!.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual([...hashes].sort());
    expect(policy.get('connect-src'), path).toEqual(["'self'"]);
    expect(policy.get('worker-src'), path).toEqual(["'self'"]);
    expect(policy.get('manifest-src'), path).toEqual(["'self'"]);
  }

  // A script of the build, served from its Brotli twin, runs under the page's policy: it carries
  // only what a module reads.
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const script = await request.get(entry!, { headers: { 'Accept-Encoding': 'br' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  expect(script.headers()['referrer-policy']).toBe('no-referrer');
  for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) expect(script.headers()[name], name).toBeUndefined();

  // A worker's script (the service worker's list names every file of the build): its thread runs
  // under its own answer's policy.
  const workers = [...new Set((await (await request.get('/sw.js')).text()).match(/assets\/[\w.-]+\.worker-[\w-]+\.js/g))];
  expect(workers.length).toBeGreaterThanOrEqual(3);
  for (const worker of workers) expectAppHeaders(await request.get(`/${worker}`), worker);
});

test('the build pointed at an API on another origin lets the page call that origin and no other', async ({ request }) => {
  const policy = expectAppHeaders(await request.get(`${DIRECT_WEB_URL}/login`), 'direct build');
  expect(policy.get('connect-src')).toEqual(["'self'", DIRECT_API_URL]);
});
