// sendAnswer with a compressor the test drives: a caller whose answer gave its turn to a newer
// version gets that version; a compression that fails leaves the answer as it is.
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, type ListeningApp } from '../testing/listening-app';
import { CachedAnswer, sendAnswer, type AnswerCompressor } from './cached-answer';

let server: ListeningApp;
afterEach(() => server.close());

const json = (version: number) => Buffer.from(JSON.stringify({ calendar: Array.from({ length: 200 }, (_, i) => ({ version, i })) }));

/** The app answering GET /answer with whatever `current` holds at the time. */
async function serve(current: () => CachedAnswer) {
  const app = express();
  app.get('/answer', (req, res, next) => void sendAnswer(req, res, current).catch(next));
  server = await listen(app);
}

/** GET /answer as a browser asks for it: its ETag, its coding and its JSON (fetch decodes the coding). */
async function fetchAnswer(): Promise<{ etag: string | undefined; coding: string | undefined; json: unknown }> {
  const res = await fetch(`${server.url}/answer`, { headers: { 'accept-encoding': 'gzip' } });
  return { etag: res.headers.get('etag') ?? undefined, coding: res.headers.get('content-encoding') ?? undefined, json: await res.json() };
}

describe('sendAnswer', () => {
  it('sends the newer version, with its ETag, to a caller whose answer gave its turn at the compressor', async () => {
    const turns: Array<{ body: Buffer; give: (bytes: Buffer | null) => void }> = [];
    const compressor: AnswerCompressor = { compress: (_slot, body) => new Promise((give) => turns.push({ body, give })) };
    let current = new CachedAnswer(json(1), 'W/"v1"', 'calendar', compressor);
    await serve(() => current);
    const asked = fetchAnswer();
    await vi.waitFor(() => expect(turns).toHaveLength(1));
    // A write made version 2 meanwhile, and version 1's compression gave its turn to it.
    current = new CachedAnswer(json(2), 'W/"v2"', 'calendar', compressor);
    turns[0]!.give(null);
    await vi.waitFor(() => expect(turns).toHaveLength(2));
    expect(turns[1]!.body.equals(json(2))).toBe(true);
    turns[1]!.give(gzipSync(turns[1]!.body));
    const answer = await asked;
    expect(answer.etag).toBe('W/"v2"');
    expect(answer.coding).toBe('gzip');
    expect(answer.json).toEqual(JSON.parse(json(2).toString()));
  });

  it('sends the body as it is when compressing it fails, and tries again for the next caller', async () => {
    let calls = 0;
    const compressor: AnswerCompressor = {
      compress: async (_slot, body) => {
        calls += 1;
        if (calls === 1) throw new Error('compressor gone');
        return gzipSync(body);
      },
    };
    const answer = new CachedAnswer(json(1), 'W/"v1"', 'calendar', compressor);
    await serve(() => answer);
    const first = await fetchAnswer();
    expect(first.coding).toBeUndefined();
    expect(first.json).toEqual(JSON.parse(json(1).toString()));
    const second = await fetchAnswer();
    expect(second.coding).toBe('gzip');
    expect(second.json).toEqual(first.json);
  });
});
