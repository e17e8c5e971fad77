// What the server may write to its log. One line per entry, whatever a field holds: every line
// goes through `safeLog`, which escapes the characters that could end a line, rewrite the
// terminal or reorder what a reader sees, so a name such as "Zed\n[mock-server] POST ..." cannot
// stand as a line of its own. Secrets (one-time codes, passwords) are written only in
// development and tests; elsewhere an e-mail address is shown masked.

export type LogLine = (line: string) => void;

/**
 * C0 controls (newline, tab, ESC of ANSI sequences...), DEL, C1 controls, the line and paragraph
 * separators, the bidirectional marks, embeddings, overrides and isolates, and the backslash
 * itself, so that an escape in the log is never ambiguous with text that looked like one.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

/** The text with every unsafe character written as an escape (`\n`, `\x1b`, `\u2028`, `\\`). */
export function escapeControlCharacters(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}

const safe = new WeakSet<LogLine>();

/**
 * The logger the server hands to everything: each line escaped before `write` sees it. Wrapping
 * a logger that is already safe returns it as it is, so a line is never escaped twice.
 */
export function safeLog(write: LogLine): LogLine {
  if (safe.has(write)) return write;
  const log: LogLine = (line) => write(escapeControlCharacters(String(line)));
  safe.add(log);
  return log;
}

/** An address as the log may show it outside development: the first character and the domain (`o***@fieldteam.dev`). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(address)[0]}***${address.slice(at)}`;
}

export interface BatchedLines extends LogLine {
  /** Writes the lines held now, at once (before the process exits). */
  flush(): void;
}

/**
 * A logger that hands the lines of one turn of the event loop to `write` together, each ending
 * in a newline, once the turn is over: the server's console is a pipe or a terminal, written
 * synchronously, and a write per request line was a system call (and a wait on a full pipe) on
 * every answer. Lines keep their order; `flush` writes what is held at once.
 */
export function batchedLines(write: (text: string) => void): BatchedLines {
  let held: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (held.length === 0) return;
    const text = `${held.join('\n')}\n`;
    held = [];
    write(text);
  };
  const log = ((line: string) => {
    held.push(line);
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }) as BatchedLines;
  log.flush = flush;
  return log;
}
