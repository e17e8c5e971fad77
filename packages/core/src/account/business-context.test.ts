import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { signedInStore } from '../testing/sessions';
import { businessContext, withBusiness, type BusinessContext } from './business-context';

describe('businessContext', () => {
  it("gives an owner's own id and a manager's createdById as the business", () => {
    const owner = businessContext(signedInStore('employer', { id: 'o1' }));
    expect(owner.ok && owner.value.ownerId).toBe('o1');
    const manager = businessContext(signedInStore('manager', { id: 'm1', createdById: 'o1' }));
    expect(manager.ok && manager.value.ownerId).toBe('o1');
    expect(manager.ok && manager.value.session.user.id).toBe('m1');
  });
});

describe('withBusiness', () => {
  it('runs the action with the signed-in business and answers what it answers', async () => {
    const seen: BusinessContext[] = [];
    const result = await withBusiness(signedInStore('leader', { id: 'l1', createdById: 'o1' }), async (context) => (seen.push(context), ok('done')));
    expect(result).toEqual({ ok: true, value: 'done' });
    expect(seen.map((c) => [c.ownerId, c.session.user.id])).toEqual([['o1', 'l1']]);
    expect(seen[0]?.credentials).toEqual({ email: 'leader@example.com', token: 'token-leader' });
  });

  it('answers NOT_SIGNED_IN without running the action when no session is stored', async () => {
    let ran = false;
    const result = await withBusiness(new MemorySessionStore(null), async () => ((ran = true), ok('done')));
    expect(result).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(ran).toBe(false);
  });

  it('reads the session when called, so a sign-out after the call does not stop the action', async () => {
    const sessions = signedInStore('employer');
    const pending = withBusiness(sessions, async (context) => ok(context.ownerId));
    sessions.clear();
    expect(await pending).toEqual({ ok: true, value: 'employer-1' });
  });
});
