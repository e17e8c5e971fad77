// The account calls of 000 section 7: register, login, activation, reset codes, check-auth and
// disconnect.
import { randomUUID } from 'node:crypto';
import { loadingDestination } from '@fieldteam/core';
import { Router } from 'express';
import type { AppContext } from '../context';
import { ActivateBody, ChangePasswordBody, LoginBody, RegisterBody, RequestCodeBody } from '../dto/account.dto';
import { badRequest, tooManyRequests, unauthorized } from '../http/http-error';
import { readBody } from '../http/validate-body';
import { hashPassword, verifyPassword } from '../security/passwords';
import { newToken, sha256 } from '../security/tokens';
import { authenticate, findUserByEmail } from '../services/auth';
import { CODE_MESSAGES, consumeCode, hasLiveCode, issueCode, RESET_CODE_REFUSED } from '../services/one-time-codes';
import { sendMail } from '../services/outbox';
import { toWireUser } from '../services/user.wire';
import type { Data, UserRecord } from '../store/schema';

export const LOGIN_FAILURES_PER_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

/** A unique username from the e-mail's local part (letters, digits, dot, hyphen, underscore). */
export function uniqueUsername(data: Readonly<Data>, email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40).padEnd(3, '0');
  const taken = new Set(data.users.map((u) => u.username));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}${n}`;
  return candidate;
}

const activationMail = (user: UserRecord, code: string) => ({
  to: user.email,
  subject: 'Your Fieldteam activation code',
  text: `Hello ${user.name}, your activation code is ${code}. It is valid for 10 minutes.`,
  code,
});

export function accountRoutes(ctx: AppContext): Router {
  /** A hash of a random password at the server's cost, made once, to check unknown sign-ins against. */
  let decoy: Promise<string> | null = null;
  const timingDecoy = () => (decoy ??= hashPassword(randomUUID(), ctx.scryptLogN));
  const router = Router();
  const { store } = ctx;

  router.post('/register', async (req, res) => {
    const body = await readBody(RegisterBody, req.body);
    const email = body.email.trim().toLowerCase();
    if (findUserByEmail(store.data, email)) throw badRequest('An account with this e-mail already exists.');
    const passwordHash = await hashPassword(body.password, ctx.scryptLogN);
    await store.update((data) => {
      if (findUserByEmail(data, email)) throw badRequest('An account with this e-mail already exists.');
      const now = ctx.now();
      const user: UserRecord = {
        id: randomUUID(),
        createdById: null,
        name: body.name.trim(),
        surname: body.surname.trim(),
        username: uniqueUsername(data, email),
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
        failedLogins: [],
      };
      data.users.push(user);
      sendMail(data, activationMail(user, issueCode(data, user.id, 'activation', now)), now, ctx.log);
    });
    res.json({ message: 'Account created. We sent an activation code to your e-mail; sign in to activate your account.', url: '/login' });
  });

  router.post('/login', async (req, res) => {
    const body = await readBody(LoginBody, req.body);
    const user = findUserByEmail(store.data, body.email);
    if (!user) {
      // As long as checking a real password, so the answer's time does not tell who has an account.
      await verifyPassword(body.password, await timingDecoy());
      throw unauthorized('Invalid e-mail or password.');
    }
    const since = ctx.now().getTime() - HOUR_MS;
    const recentFailures = user.failedLogins.filter((t) => new Date(t).getTime() > since);
    if (recentFailures.length >= LOGIN_FAILURES_PER_HOUR) {
      throw tooManyRequests('Too many failed sign-in attempts for this account. Try again in an hour.');
    }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      await store.update(() => {
        user.failedLogins = [...recentFailures, ctx.now().toISOString()];
      });
      throw unauthorized('Invalid e-mail or password.');
    }
    const token = newToken();
    await store.update((data) => {
      const now = ctx.now();
      user.failedLogins = [];
      data.sessions.push({ tokenHash: sha256(token), userId: user.id, createdAt: now.toISOString() });
      // A person still waiting for activation gets a fresh code when the last one is gone.
      if (user.isActive === 'handle' && !hasLiveCode(data, user.id, 'activation', now)) {
        sendMail(data, activationMail(user, issueCode(data, user.id, 'activation', now)), now, ctx.log);
      }
    });
    res.json({ user: toWireUser(user, token), url: loadingDestination({ role: user.role, activation: user.isActive }) });
  });

  router.post('/account/user/active-account', async (req, res) => {
    const body = await readBody(ActivateBody, req.body);
    const caller = authenticate(store.data, req);
    if (caller.user.isActive !== 'handle') throw badRequest('This account is already active.');
    const check = await store.update((data) => {
      const result = consumeCode(data, caller.user.id, 'activation', body.code, ctx.now());
      if (result === 'valid') caller.user.isActive = 'activated';
      return result;
    });
    if (check !== 'valid') throw badRequest(CODE_MESSAGES[check]);
    res.json({ isActive: caller.user.isActive, message: 'Your account is now active.', user: toWireUser(caller.user, caller.token) });
  });

  router.post('/request', async (req, res) => {
    const body = await readBody(RequestCodeBody, req.body);
    const user = findUserByEmail(store.data, body.email);
    if (user) {
      await store.update((data) => {
        const now = ctx.now();
        const code = issueCode(data, user.id, 'reset', now);
        sendMail(
          data,
          { to: user.email, subject: 'Your Fieldteam password reset code', text: `Your password reset code is ${code}. It is valid for 10 minutes.`, code },
          now,
          ctx.log,
        );
      });
    }
    // The same answer whether or not the address is registered: no account enumeration.
    res.json({ message: 'If this e-mail is registered, we sent a reset code to it.' });
  });

  router.post('/change-pasword', async (req, res) => {
    const body = await readBody(ChangePasswordBody, req.body);
    const user = findUserByEmail(store.data, body.email);
    if (!user) throw badRequest(RESET_CODE_REFUSED);
    const passwordHash = await hashPassword(body.newpassword, ctx.scryptLogN);
    const check = await store.update((data) => {
      const result = consumeCode(data, user.id, 'reset', String(body.code).trim(), ctx.now());
      if (result === 'valid') {
        user.passwordHash = passwordHash;
        user.failedLogins = [];
        data.sessions = data.sessions.filter((s) => s.userId !== user.id);
      }
      return result;
    });
    if (check !== 'valid') throw badRequest(RESET_CODE_REFUSED);
    res.json({ message: 'Your password has been changed. Sign in with the new one.' });
  });

  router.get('/check_auth/:email/:token', (req, res) => {
    const caller = authenticate(store.data, req);
    res.json({ token: caller.token });
  });

  router.get('/user/disconnect/:email/:token', async (req, res) => {
    const caller = authenticate(store.data, req);
    const tokenHash = sha256(caller.token);
    await store.update((data) => {
      data.sessions = data.sessions.filter((s) => s.tokenHash !== tokenHash);
    });
    res.json({ message: 'You have been signed out.' });
  });

  return router;
}
