// The account calls of 000 section 7: register, login, activation, reset codes, check-auth and
// disconnect.
import { randomUUID } from 'node:crypto';
import { loadingDestination } from '@fieldteam/core';
import { Router } from 'express';
import type { RouteContext } from '../context';
import { ActivateBody, ChangePasswordBody, LoginBody, RegisterBody, RequestCodeBody } from '../dto/account.dto';
import type { Request } from 'express';
import { badRequest, tooManyRequests, unauthorized } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { hashPassword, verifyPassword } from '../security/passwords';
import { newToken, sha256 } from '../security/tokens';
import type { Attempt } from '../security/account-limits';
import { findUserByEmail, normalizeEmail } from '../services/auth';
import { CODE_MESSAGES, RESET_CODE_REFUSED } from '../services/one-time-codes';
import { toWireUser } from '../services/user.wire';
import type { UserRecord } from '../store/schema';
import type { Store } from '../store/store';

/** A unique username from the e-mail's local part (letters, digits, dot, hyphen, underscore). */
export function uniqueUsername(store: Store, email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40).padEnd(3, '0');
  let candidate = base;
  for (let n = 2; store.users.count('username', candidate.toLowerCase()) > 0; n += 1) candidate = `${base}${n}`;
  return candidate;
}

const activationMail = (user: UserRecord, code: string) => ({
  to: user.email,
  subject: 'Your Fieldteam activation code',
  text: `Hello ${user.name}, your activation code is ${code}. It is valid for 10 minutes.`,
  code,
});

/** The client address the limits count by (the socket's peer: no proxy header is trusted). */
const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Goes on with an attempt the limits let through, or refuses it with 429 and Retry-After. */
function allowed(attempt: Attempt): Extract<Attempt, { ok: true }> {
  if (!attempt.ok) throw tooManyRequests(attempt.message, attempt.retryAfterMs);
  return attempt;
}

export function accountRoutes(ctx: RouteContext): Router {
  /** A hash of a random password at the server's cost, made once, to check unknown sign-ins against. */
  let decoy: Promise<string> | null = null;
  const timingDecoy = () =>
    (decoy ??= hashPassword(randomUUID(), ctx.scryptLogN, ctx.passwords).catch((error: unknown) => {
      decoy = null; // made again at the next sign-in (the hashing queue was full)
      throw error;
    }));
  const router = Router();
  const { store, limits, codes } = ctx;

  router.post('/register', async (req, res) => {
    const body = await readBody(RegisterBody, req.body);
    allowed(limits.registration(clientAddress(req)));
    const email = normalizeEmail(body.email);
    if (findUserByEmail(store, email)) throw badRequest('An account with this e-mail already exists.');
    const passwordHash = await hashPassword(body.password, ctx.scryptLogN, ctx.passwords);
    const mayMail = limits.mayIssueActivationCode(email);
    await store.transact(() => {
      // Checked again: another registration of this e-mail may have landed during the hash.
      if (findUserByEmail(store, email)) throw badRequest('An account with this e-mail already exists.');
      const now = ctx.now();
      const user: UserRecord = {
        id: randomUUID(),
        createdById: null,
        name: body.name.trim(),
        surname: body.surname.trim(),
        username: uniqueUsername(store, email),
        email,
        docId: String(body.docid).replace(/\D/g, ''),
        phone: null,
        locationDescription: null,
        latitude: null,
        longitude: null,
        complement: null,
        role: 'default',
        isActive: 'handle',
        passwordHash,
        acceptedTerms: true,
        createdAt: now.toISOString(),
      };
      store.users.insert(user);
      if (mayMail) ctx.outbox.send(store, activationMail(user, codes.issue(store, user.id, 'activation', now)), now);
    });
    res.json({ message: 'Account created. We sent an activation code to your e-mail; sign in to activate your account.', url: '/login' });
  });

  router.post('/login', async (req, res) => {
    const body = await readBody(LoginBody, req.body);
    const email = normalizeEmail(body.email);
    // Counted before the password is checked, whether or not the address has an account.
    const attempt = allowed(limits.signIn(email, clientAddress(req)));
    const known = findUserByEmail(store, email);
    // An unknown address is checked against a decoy hash: the same work, the same answer.
    let right: boolean;
    try {
      right = await verifyPassword(body.password, known?.passwordHash ?? (await timingDecoy()), ctx.passwords);
    } catch (error) {
      attempt.succeeded(); // not checked (the hashing queue was full): not a failure either
      throw error;
    }
    const user = right ? findUserByEmail(store, email) : undefined;
    if (!right || !user) throw unauthorized('Invalid e-mail or password.');
    attempt.succeeded();
    const token = newToken();
    const tokenHash = sha256(token);
    const now = ctx.now();
    const mayMail = user.isActive === 'handle' && !codes.hasLive(store, user.id, 'activation', now) && limits.mayIssueActivationCode(email);
    await store.transact(() => {
      // Sessions past their lifetime go when their owner signs in again.
      for (const session of store.sessions.where('user', user.id)) if (!ctx.auth.isLive(session, now.getTime())) store.sessions.remove(session.tokenHash);
      store.sessions.insert({ tokenHash, userId: user.id, createdAt: now.toISOString() });
      // A person still waiting for activation gets a fresh code when the last one is gone.
      if (mayMail) ctx.outbox.send(store, activationMail(user, codes.issue(store, user.id, 'activation', now)), now);
    });
    ctx.auth.started(tokenHash);
    const current = store.users.get(user.id) ?? user;
    res.json({ user: toWireUser(current, token), url: loadingDestination({ role: current.role, activation: current.isActive }) });
  });

  router.post('/account/user/active-account', async (req, res) => {
    const body = await readBody(ActivateBody, req.body);
    const caller = ctx.auth.authenticate(req);
    if (caller.user.isActive !== 'handle') throw badRequest('This account is already active.');
    const attempt = allowed(limits.codeGuess(clientAddress(req)));
    const userId = caller.user.id;
    const check = codes.check(store, userId, 'activation', body.code, ctx.now());
    if (check !== 'valid') throw badRequest(CODE_MESSAGES[check]);
    attempt.succeeded();
    try {
      await store.transact(() => {
        codes.use(store, userId, 'activation');
        if (store.users.get(userId)) store.users.update(userId, { isActive: 'activated' });
      });
    } catch (error) {
      codes.untake(store, userId, 'activation');
      throw error;
    }
    const user = store.users.get(userId) ?? caller.user;
    res.json({ isActive: user.isActive, message: 'Your account is now active.', user: toWireUser(user, caller.token) });
  });

  router.post('/request', async (req, res) => {
    const body = await readBody(RequestCodeBody, req.body);
    const email = normalizeEmail(body.email);
    // Counted per address and per e-mail, registered or not: the same answers either way.
    allowed(limits.codeRequest(email, clientAddress(req)));
    const userId = findUserByEmail(store, email)?.id;
    // One journalled change for a known and an unknown address alike (the code and its e-mail, or
    // nothing): the same work and the same answer, so neither the answer nor its time tells who
    // has an account. The answer waits for the change to be on disk, so a mailed code is there.
    await store.transact(() => {
      if (userId === undefined) return;
      const now = ctx.now();
      const code = codes.issue(store, userId, 'reset', now);
      ctx.outbox.send(
        store,
        { to: email, subject: 'Your Fieldteam password reset code', text: `Your password reset code is ${code}. It is valid for 10 minutes.`, code },
        now,
      );
    });
    res.json({ message: 'If this e-mail is registered, we sent a reset code to it.' });
  });

  router.post('/change-pasword', async (req, res) => {
    const body = await readBody(ChangePasswordBody, req.body);
    const attempt = allowed(limits.codeGuess(clientAddress(req)));
    // The code is checked (and its try counted) before any slow work, for known and unknown
    // addresses alike: a refusal costs the same and says the same.
    const userId = findUserByEmail(store, body.email)?.id;
    const check = codes.check(store, userId, 'reset', String(body.code).trim(), ctx.now());
    if (check !== 'valid' || userId === undefined) throw badRequest(RESET_CODE_REFUSED);
    attempt.succeeded();
    try {
      const passwordHash = await hashPassword(body.newpassword, ctx.scryptLogN, ctx.passwords);
      const ended = await store.transact(() => {
        codes.use(store, userId, 'reset');
        if (store.users.get(userId)) store.users.update(userId, { passwordHash });
        const gone = store.sessions.where('user', userId).map((s) => s.tokenHash);
        store.sessions.removeWhere('user', userId);
        return gone;
      });
      ctx.auth.ended(ended);
    } catch (error) {
      codes.untake(store, userId, 'reset');
      throw error;
    }
    res.json({ message: 'Your password has been changed. Sign in with the new one.' });
  });

  router.get('/check_auth/:email/:token', (req, res) => {
    const caller = ctx.auth.authenticate(req);
    res.json({ token: caller.token });
  });

  router.get('/user/disconnect/:email/:token', async (req, res) => {
    const caller = ctx.auth.authenticate(req);
    const tokenHash = sha256(caller.token);
    await store.transact(() => store.sessions.remove(tokenHash));
    ctx.auth.ended([tokenHash]);
    res.json({ message: 'You have been signed out.' });
  });

  return router;
}
