import { describe, expect, it } from 'vitest';
import type { Credentials } from '../account/user.entity';
import type { ApiFailure } from './failures';
import { KeptAnswer } from './kept-answer';
import { err, ok, type Result } from './result';
import type { Revalidated } from './revalidated';

const credentials: Credentials = { email: 'ana@example.com', token: 't' };

/** A server of one value per owner, with or without an ETag, that counts what it is asked. */
function server({ etags }: { etags: boolean }) {
  const calls: (string | null)[] = [];
  const versions = new Map<string, number>([['o1', 1]]);
  let down = false;
  const call = async (_c: Credentials, ownerId: string, etag: string | null): Promise<Result<Revalidated<string>, ApiFailure>> => {
    calls.push(etag);
    if (down) return err({ code: 'API_UNREACHABLE' });
    const version = versions.get(ownerId) ?? 1;
    const tag = etags ? `"${ownerId}-${version}"` : null;
    if (etag !== null && etag === tag) return ok({ changed: false });
    return ok({ changed: true, value: `${ownerId} v${version}`, etag: tag });
  };
  return { call, calls, versions, setDown: (value: boolean) => (down = value) };
}

describe('KeptAnswer', () => {
  it('without a validator: asked once, kept until the app writes, then asked again', async () => {
    const api = server({ etags: false });
    let builds = 0;
    const kept = new KeptAnswer(api.call, (raw: string) => {
      builds += 1;
      return raw.toUpperCase();
    });
    expect(await kept.get(credentials, 'o1')).toEqual(ok('O1 V1'));
    expect(await kept.get(credentials, 'o1')).toEqual(ok('O1 V1'));
    expect(api.calls).toEqual([null]);
    api.versions.set('o1', 2);
    kept.markStale();
    expect(await kept.get(credentials, 'o1')).toEqual(ok('O1 V2'));
    expect(api.calls).toEqual([null, null]);
    expect(builds).toBe(2);
  });

  it('with a validator: revalidated at each use, built again only when it changed', async () => {
    const api = server({ etags: true });
    let builds = 0;
    const kept = new KeptAnswer(api.call, (raw: string) => {
      builds += 1;
      return raw;
    });
    await kept.get(credentials, 'o1');
    expect(await kept.get(credentials, 'o1')).toEqual(ok('o1 v1'));
    api.versions.set('o1', 2);
    expect(await kept.get(credentials, 'o1')).toEqual(ok('o1 v2'));
    expect(api.calls).toEqual([null, '"o1-1"', '"o1-1"']);
    expect(builds).toBe(2);
  });

  it("never gives one business's answer for another's", async () => {
    const api = server({ etags: false });
    const kept = new KeptAnswer(api.call, (raw: string) => raw);
    await kept.get(credentials, 'o1');
    expect(await kept.get(credentials, 'o2')).toEqual(ok('o2 v1'));
    expect(api.calls).toEqual([null, null]);
  });

  it('passes a failure through and keeps what it had for the next try', async () => {
    const api = server({ etags: true });
    const kept = new KeptAnswer(api.call, (raw: string) => raw);
    await kept.get(credentials, 'o1');
    api.setDown(true);
    expect(await kept.get(credentials, 'o1')).toEqual(err({ code: 'API_UNREACHABLE' }));
    api.setDown(false);
    expect(await kept.get(credentials, 'o1')).toEqual(ok('o1 v1'));
    expect(api.calls.at(-1)).toBe('"o1-1"');
  });

  it("never gives an answer fetched with one person's credentials to another (a shared phone)", async () => {
    const api = server({ etags: false });
    const kept = new KeptAnswer(api.call, (raw: string) => raw);
    await kept.get(credentials, 'o1');
    await kept.get({ email: 'bruno@example.com', token: 'u' }, 'o1');
    expect(api.calls).toEqual([null, null]);
  });

  it('callers asking at the same moment share one request', async () => {
    const api = server({ etags: true });
    const kept = new KeptAnswer(api.call, (raw: string) => raw);
    const answers = await Promise.all([kept.get(credentials, 'o1'), kept.get(credentials, 'o1')]);
    expect(answers).toEqual([ok('o1 v1'), ok('o1 v1')]);
    expect(api.calls).toEqual([null]);
  });

  it('a write during a request makes the next use ask again', async () => {
    const api = server({ etags: false });
    const kept = new KeptAnswer(api.call, (raw: string) => raw);
    const first = kept.get(credentials, 'o1');
    api.versions.set('o1', 2);
    kept.markStale();
    await first;
    expect(await kept.get(credentials, 'o1')).toEqual(ok('o1 v2'));
    expect(api.calls).toEqual([null, null]);
  });
});
