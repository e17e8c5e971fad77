// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver } from './browser-file-saver';

afterEach(() => vi.restoreAllMocks());

describe('BrowserFileSaver', () => {
  it('downloads the text under its name and type, then lets the URL go', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: these stand for the browser's.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    new BrowserFileSaver(document).save({ name: 'work.csv', type: 'text/csv;charset=utf-8', text: 'a;b\n1;2' });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('work.csv');
    expect(clicks[0]!.href).toBe('blob:report');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('a;b\n1;2');
    expect(document.querySelector('a')).toBeNull();
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report'));
  });

  it('downloads bytes as they are (a ZIP)', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:zip';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    new BrowserFileSaver(document).save({ name: 'fieldteam.zip', type: 'application/zip', bytes: new Uint8Array([0x50, 0x4b, 3, 4]) });
    expect(blobs[0]!.type).toBe('application/zip');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
  });
});
