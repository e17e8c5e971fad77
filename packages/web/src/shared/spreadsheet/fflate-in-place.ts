// fflate as the workbook reader (read-excel-file) sees it in the app (vite.config.ts hands it this
// module in place of fflate): the same, except that `unzip` inflates on the thread that reads the
// workbook (the transfer worker's, or the page's where there is none). fflate's own `unzip` inflates
// a large part (over 512 kB, as a sheet of a few thousand rows is) in a worker it starts from a
// blob, which the app's Content-Security-Policy (worker-src 'self') refuses: the read then never
// ended.
import { unzipSync, type AsyncTerminable, type AsyncUnzipOptions, type UnzipCallback } from 'fflate';

// What else the reader takes from fflate (and only that: this module must not carry the rest of
// fflate into the chunk the data export shares with it).
export { strFromU8 } from 'fflate';

/** fflate's `unzip`, its callback called once, in a later task, with the parts or fflate's error. */
export function unzip(data: Uint8Array, options: AsyncUnzipOptions | UnzipCallback, callback?: UnzipCallback): AsyncTerminable {
  const done = typeof options === 'function' ? options : callback!;
  const filter = typeof options === 'function' ? undefined : options.filter;
  let cancelled = false;
  setTimeout(() => {
    if (cancelled) return;
    let files;
    try {
      files = unzipSync(data, filter ? { filter } : {});
    } catch (error) {
      done(error as Parameters<UnzipCallback>[0], null as unknown as Parameters<UnzipCallback>[1]);
      return;
    }
    done(null, files);
  });
  return () => {
    cancelled = true;
  };
}
