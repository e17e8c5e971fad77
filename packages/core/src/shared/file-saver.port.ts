// Handing the person a file they asked for (a report's CSV, an export's ZIP): a download in the browser.
export interface SavedFile {
  /** The file's name, with its extension. */
  readonly name: string;
  /** Its media type, "text/csv;charset=utf-8". */
  readonly type: string;
  readonly text: string;
}

/** A file of bytes (a ZIP). */
export interface SavedBinaryFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export interface FileSaver {
  save(file: SavedFile | SavedBinaryFile): void;
}
