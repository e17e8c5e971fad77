// Saves a file (text or bytes) as a download: a Blob behind an object URL, clicked through a hidden link and
// released once the browser has it.
import type { FileSaver, SavedBinaryFile, SavedFile } from '@fieldteam/core';

export class BrowserFileSaver implements FileSaver {
  constructor(private readonly document: Document = globalThis.document) {}

  save(file: SavedFile | SavedBinaryFile): void {
    const { name, type } = file;
    const window = this.document.defaultView;
    if (!window) return;
    const url = window.URL.createObjectURL(new window.Blob(['text' in file ? file.text : file.bytes], { type }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    this.document.body.append(link);
    link.click();
    link.remove();
    // The download has its own reference by now; the URL is only let go after this turn.
    window.setTimeout(() => window.URL.revokeObjectURL(url), 0);
  }
}
