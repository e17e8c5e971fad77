import { afterEach, describe, expect, it, vi } from 'vitest';

// Node (and so this jsdom) has no Temporal of its own: the module must fetch the polyfill.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the app’s Temporal', () => {
  it('fetches the polyfill in a browser without Temporal, and is usable once ready', async () => {
    vi.stubGlobal('Temporal', undefined);
    const temporal = await import('./temporal');
    expect(temporal.Temporal).toBeUndefined();
    await temporal.temporalReady;
    expect(temporal.Temporal.PlainDate.from('2026-11-24').dayOfWeek).toBe(2);
    expect(temporal.Temporal).toBe((globalThis as { Temporal?: unknown }).Temporal);
  });

  it('uses the browser’s own Temporal where there is one, and is ready at once', async () => {
    const own = { PlainDate: { from: () => 'the browser’s own' } };
    vi.stubGlobal('Temporal', own);
    const temporal = await import('./temporal');
    expect(temporal.Temporal).toBe(own);
    await temporal.temporalReady;
    expect(temporal.Temporal).toBe(own);
  });
});
