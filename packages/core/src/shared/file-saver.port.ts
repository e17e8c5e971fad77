// Handing the person a file they asked for (a report's CSV): a download in the browser.
export interface SavedFile {
  /** The file's name, with its extension. */
  readonly name: string;
  /** Its media type, "text/csv;charset=utf-8". */
  readonly type: string;
  readonly text: string;
}

export interface FileSaver {
  save(file: SavedFile): void;
}
