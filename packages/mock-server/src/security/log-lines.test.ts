import { describe, expect, it } from 'vitest';
import { batchedLines, maskEmail, safeLog } from './log-lines';

/** A line as a safe logger writes it. */
function escapeControlCharacters(text: string): string {
  const written: string[] = [];
  safeLog((line) => written.push(line))(text);
  expect(written).toHaveLength(1);
  return written[0]!;
}

// eslint-disable-next-line no-control-regex -- the characters a line must not hold
const LINE_BREAKERS = /[\n\r\u2028\u2029\u001b]/;

describe('a safe log line', () => {
  it.each([
    ['Zed\n[mock-server] POST /criar-assinatura 200 3ms', 'Zed\\n[mock-server] POST /criar-assinatura 200 3ms'],
    ['a\r\nb', 'a\\r\\nb'],
    ['tab\there', 'tab\\there'],
    ['\u0000nul', '\\x00nul'],
    ['\u001b[31mred\u001b[0m', '\\x1b[31mred\\x1b[0m'],
    ['\u001f', '\\x1f'],
    ['del\u007f', 'del\\x7f'],
    ['c1\u0080\u0085\u009b\u009f', 'c1\\x80\\x85\\x9b\\x9f'],
    ['line\u2028para\u2029', 'line\\u2028para\\u2029'],
    ['bidi\u202eevil\u2066\u2069\u200f', 'bidi\\u202eevil\\u2066\\u2069\\u200f'],
    ['back\\slash', 'back\\\\slash'],
  ])('%j is written %j', (text, escaped) => {
    expect(escapeControlCharacters(text)).toBe(escaped);
    expect(escapeControlCharacters(text)).not.toMatch(LINE_BREAKERS);
  });

  it('leaves printable text alone, accents, emoji and U+00A0 (the first character after C1) included', () => {
    for (const text of ['Carla Mendes', 'João Pedro Ação', 'café ☕ 🚐', ' ', '~', '\u00a0', 'GET /login 200 3ms']) expect(escapeControlCharacters(text)).toBe(text);
  });

  it('escapes every C0 and C1 character', () => {
    for (let code = 0; code <= 0x9f; code += 1) {
      if (code >= 0x20 && code < 0x7f) continue;
      expect(escapeControlCharacters(String.fromCharCode(code))).toMatch(/^\\/);
    }
  });
});

describe('safeLog', () => {
  it('hands the writer one escaped line per call, whatever the line holds', () => {
    const lines: string[] = [];
    const log = safeLog((line) => lines.push(line));
    log('created a leader named Zed\n[mock-server] POST /criar-assinatura 200 3ms');
    expect(lines).toEqual(['created a leader named Zed\\n[mock-server] POST /criar-assinatura 200 3ms']);
  });

  it('wraps once: a safe logger wrapped again escapes nothing twice', () => {
    const lines: string[] = [];
    const log = safeLog(safeLog((line) => lines.push(line)));
    expect(safeLog(log)).toBe(log);
    log('a\\b\nc');
    expect(lines).toEqual(['a\\\\b\\nc']);
  });
});

describe('maskEmail', () => {
  it.each([
    ['owner@fieldteam.dev', 'o***@fieldteam.dev'],
    ['a@b.co', 'a***@b.co'],
    ['ana.clara@example.com', 'a***@example.com'],
    ['émile@exemple.fr', 'é***@exemple.fr'],
    ['🚐x@a.io', '🚐***@a.io'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
    ['', '***'],
  ])('%j -> %j', (address, masked) => expect(maskEmail(address)).toBe(masked));
});

describe('batchedLines', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it('writes the lines of one turn once it is over, in order, a line each', async () => {
    const writes: string[] = [];
    const log = batchedLines((text) => writes.push(text));
    log('GET /health 200 1ms');
    log('POST /login 200 3ms');
    expect(writes).toEqual([]);
    await tick();
    expect(writes).toEqual(['GET /health 200 1ms\nPOST /login 200 3ms\n']);
    log('GET /health 200 0ms');
    await tick();
    expect(writes).toEqual(['GET /health 200 1ms\nPOST /login 200 3ms\n', 'GET /health 200 0ms\n']);
  });

  it('writes what it holds at once when flushed (before an exit), and nothing twice', async () => {
    const writes: string[] = [];
    const log = batchedLines((text) => writes.push(text));
    log('listening on http://127.0.0.1:4000');
    log.flush();
    expect(writes).toEqual(['listening on http://127.0.0.1:4000\n']);
    await tick();
    log.flush();
    expect(writes).toHaveLength(1);
  });

  it('keeps a line that safeLog escaped on one line', async () => {
    const writes: string[] = [];
    const log = safeLog(batchedLines((text) => writes.push(text)));
    log('Zed\n[mock-server] POST /x 200 1ms');
    await tick();
    expect(writes).toEqual(['Zed\\n[mock-server] POST /x 200 1ms\n']);
  });
});
