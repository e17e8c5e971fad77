import { describe, expect, it } from 'vitest';
import type { Credentials } from '../account/user.entity';
import type { ApiFailure } from './failures';
import { KeptAnswer, type ReadOptions } from './kept-answer';
import { err, ok, type Result } from './result';

const credentials: Credentials = { email: 'ana@example.com', token: 't' };

/**
 * A port of one value per owner that answers the same object while the value is unchanged (as
 * the HTTP adapter does on a 304), and records each call's `fresh`.
 */
function port() {
  const calls: boolean[] = [];
  const versions = new Map<string, number>([['o1', 1]]);
  const answered = new Map<string, { readonly text: string }>();
  let down = false;
  const call = async (_c: Credentials, ownerId: string, options: ReadOptions): Promise<Result<{ readonly text: string }, ApiFailure>> => {
    calls.push(options.fresh === true);
    if (down) return err({ code: 'API_UNREACHABLE' });
    const text = `${ownerId} v${versions.get(ownerId) ?? 1}`;
    const last = answered.get(ownerId);
    if (last?.text === text) return ok(last);
    const value = { text };
    answered.set(ownerId, value);
    return ok(value);
  };
  return { call, calls, versions, setDown: (value: boolean) => (down = value) };
}

const upper = (raw: { readonly text: string }) => raw.text.toUpperCase();

describe('KeptAnswer', () => {
  it('asks the port at each use, and keeps what was made of an answer while the port answers the same value', async () => {
    const api = port();
    let makes = 0;
    const counted = (raw: { readonly text: string }) => {
      makes += 1;
      return upper(raw);
    };
    const kept = new KeptAnswer(api.call);
    const first = await kept.get(credentials, 'o1');
    expect(first.ok && first.value.part(counted)).toBe('O1 V1');
    const second = await kept.get(credentials, 'o1');
    expect(second.ok && second.value).toBe(first.ok && first.value);
    expect(second.ok && second.value.part(counted)).toBe('O1 V1');
    api.versions.set('o1', 2);
    const third = await kept.get(credentials, 'o1');
    expect(third.ok && third.value.part(counted)).toBe('O1 V2');
    expect(api.calls).toEqual([false, false, false]);
    expect(makes).toBe(2);
  });

  it('asks for a fresh answer once after the app writes', async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    await kept.get(credentials, 'o1');
    kept.markStale();
    await kept.get(credentials, 'o1');
    await kept.get(credentials, 'o1');
    expect(api.calls).toEqual([false, true, false]);
  });

  it('tells which parts were made', async () => {
    const api = port();
    const kept = await new KeptAnswer(api.call).get(credentials, 'o1');
    expect(kept.ok && kept.value.has(upper)).toBe(false);
    if (kept.ok) kept.value.part(upper);
    expect(kept.ok && kept.value.has(upper)).toBe(true);
  });

  it("never gives one business's answer for another's", async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    await kept.get(credentials, 'o1');
    const other = await kept.get(credentials, 'o2');
    expect(other.ok && other.value.raw.text).toBe('o2 v1');
  });

  it('passes a failure through, and asks for a fresh answer again when the failed one was', async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    await kept.get(credentials, 'o1');
    kept.markStale();
    api.setDown(true);
    expect(await kept.get(credentials, 'o1')).toEqual(err({ code: 'API_UNREACHABLE' }));
    api.setDown(false);
    const again = await kept.get(credentials, 'o1');
    expect(again.ok && again.value.raw.text).toBe('o1 v1');
    expect(api.calls).toEqual([false, true, true]);
  });

  it("never gives what was made of one person's answer to another (a shared phone)", async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    const ana = await kept.get(credentials, 'o1');
    const bruno = await kept.get({ email: 'bruno@example.com', token: 'u' }, 'o1');
    expect(bruno.ok && bruno.value).not.toBe(ana.ok && ana.value);
  });

  it('callers asking at the same moment share one request', async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    const [a, b] = await Promise.all([kept.get(credentials, 'o1'), kept.get(credentials, 'o1')]);
    expect(a.ok && a.value).toBe(b.ok && b.value);
    expect(api.calls).toEqual([false]);
  });

  it('a write during a request makes the next use ask for a fresh answer', async () => {
    const api = port();
    const kept = new KeptAnswer(api.call);
    const first = kept.get(credentials, 'o1');
    api.versions.set('o1', 2);
    kept.markStale();
    await first;
    const next = await kept.get(credentials, 'o1');
    expect(next.ok && next.value.raw.text).toBe('o1 v2');
    expect(api.calls).toEqual([false, true]);
  });
});
