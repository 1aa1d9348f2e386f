import crypto from 'node:crypto';
import {
  DATA_POLICY_VERSION,
  homePathFor,
  type ChangePasswordInput,
  type SessionUser,
  type resetConfirmInputSchema,
  type resetRequestInputSchema,
  type signInInputSchema,
  type signUpInputSchema,
} from '@academia/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../errors/app-error.js';
import type { CaptchaService } from '../../infra/captcha/captcha.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { Logger } from '../../logger.js';
import type { Mailer, MailMessage } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { UsersService } from '../users/users.service.js';
import { alreadyRegisteredMail, resetCodeMail, welcomeMail } from './auth-mails.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';
import type { SessionService } from './session.service.js';
import { randomToken, sha256, sixDigitCode } from './tokens.js';

const MINUTE = 60 * 1000;
const FAILURE_WINDOW_MS = 15 * MINUTE;
const RESET_TTL_MINUTES = 15;
const RESET_MAX_WRONG_CODES = 5;

export interface AuthSettings {
  publicUrl: string;
  providerName: string;
  maxFailuresPerIp: number;
  /** Wrong passwords for one account after which its sign-ins need the captcha. */
  captchaAfterFailures: number;
  /**
   * Wrong passwords from one address (on any accounts) after which its sign-ins need the captcha. Higher than the
   * per-account threshold: a class or a company behind one NAT shares an address, and a few typos among colleagues
   * must not make everyone solve a puzzle (decision 019).
   */
  captchaAfterIpFailures: number;
}

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/**
 * The same words whether the address was new or already registered (decision 003), yet a plain next step for both:
 * sign in now; if that password fails, the e-mail holds a reset link; if no e-mail came, where to look.
 */
export const SIGN_UP_MESSAGE =
  'Le enviamos un mensaje a ese correo. Ahora inicie sesión con su correo y la contraseña que eligió. ' +
  'Si ese correo ya tenía una cuenta, la contraseña nueva no servirá: el mensaje trae un enlace para restablecerla. ' +
  'Si el mensaje no le llega en unos minutos, revise la carpeta de correo no deseado y verifique que escribió bien su correo.';
export const RESET_REQUEST_MESSAGE =
  'Si el correo está registrado, le enviamos un código de 6 dígitos y un enlace para restablecer la contraseña. Revise su bandeja de entrada.';
export const RESET_DONE_MESSAGE = 'Su contraseña se actualizó. Ya puede iniciar sesión con la nueva contraseña.';

export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      users: UsersService;
      sessions: SessionService;
      resets: PasswordResetsRepository;
      hasher: PasswordHasher;
      captcha: CaptchaService;
      limiter: RateLimiter;
      mailer: Mailer;
      logger: Logger;
      settings: AuthSettings;
    },
  ) {}

  /** Same answer whether or not the e-mail exists; the mailbox owner learns which case it was. */
  async signUp(input: z.output<typeof signUpInputSchema>, ctx: RequestContext): Promise<string> {
    const { users, captcha, limiter, hasher, settings } = this.deps;
    await limiter.consume(`signup:ip:${ctx.ip}`, 10, 60 * MINUTE);
    await captcha.verify(input.captcha);
    const existing = await users.findByEmail(input.email);
    if (existing) {
      await hasher.burn(input.password);
      this.sendInBackground(alreadyRegisteredMail(input.email, settings));
    } else {
      const created = await users.create({
        nombre: input.nombre,
        email: input.email,
        password: input.password,
        consent: { version: DATA_POLICY_VERSION, ip: ctx.ip },
      });
      this.sendInBackground(welcomeMail(created.email, created.nombre, settings));
    }
    return SIGN_UP_MESSAGE;
  }

  /**
   * Checks the password with captcha and rate limits. The attempt is counted before anything is checked (one atomic
   * statement per key): past SIGNIN_MAX_FAILURES_PER_IP for this address the answer is 429; past
   * SIGNIN_CAPTCHA_AFTER_FAILURES for this address or this account the captcha is required. An account is never
   * locked: whoever has its password and solves the captcha signs in. A success gives its hits back.
   */
  async signIn(input: z.output<typeof signInInputSchema>, ctx: RequestContext) {
    const { db, users, hasher, sessions } = this.deps;
    const attempt = await this.countPasswordAttempt(input.email, input.captcha, ctx);

    const user = await users.findByEmail(input.email);
    const passwordOk = user ? await hasher.verify(input.password, user.passwordHash) : false;
    if (!user) await hasher.burn(input.password);
    if (!user || !passwordOk) {
      throw new AppError('INVALID_CREDENTIALS', undefined, { captchaRequired: attempt.captchaNext });
    }
    await attempt.succeeded();
    if (!user.active) throw new AppError('ACCOUNT_DISABLED');

    const token = await sessions.create(db, {
      userId: user.id,
      remember: input.remember,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const sessionUser: SessionUser = {
      id: user.id,
      nombre: user.nombre,
      email: user.email,
      perfil: user.perfil,
      empresaId: user.empresaId,
      needsConsent: !users.hasCurrentConsent(user),
      isRemembered: input.remember,
    };
    return { token, user: sessionUser, home: homePathFor(user.perfil) };
  }

  async requestPasswordReset(input: z.output<typeof resetRequestInputSchema>, ctx: RequestContext): Promise<string> {
    const { db, users, captcha, limiter } = this.deps;
    await limiter.consume(`reset-request:ip:${ctx.ip}`, 10, 15 * MINUTE);
    await captcha.verify(input.captcha);
    const user = await users.findByEmail(input.email);
    // Per-address limit is silent: answering differently would tell whether the address exists.
    const perAccount = (await limiter.hit(`reset-request:acct:${input.email}`, 15 * MINUTE)).count;
    if (!user || !user.active || perAccount > 3) return RESET_REQUEST_MESSAGE;

    // Only the latest code works: the earlier unused ones are voided in the same transaction.
    const mail = await db.transaction().execute((tx) => this.issueReset(tx, user));
    this.sendInBackground(mail);
    return RESET_REQUEST_MESSAGE;
  }

  /**
   * A reset code and link for `user`, sent on their behalf by an admin (no captcha: the admin area is the check).
   * Written with the caller's transaction, so the admin's audit entry commits with it; returns the function that
   * e-mails the code, to call after the commit.
   */
  async issueResetOnBehalf(tx: Executor, user: { id: string; email: string; nombre: string }): Promise<() => void> {
    const mail = await this.issueReset(tx, user);
    return () => this.sendInBackground(mail);
  }

  /** Voids the user's unused codes and stores a new one; returns the e-mail that carries it. */
  private async issueReset(tx: Executor, user: { id: string; email: string; nombre: string }): Promise<MailMessage> {
    const { clock, resets, settings } = this.deps;
    const code = sixDigitCode();
    const token = randomToken();
    const id = crypto.randomUUID();
    const now = clock.now();
    await resets.voidUnusedForUser(tx, user.id, now.toISOString());
    await resets.insert(tx, {
      id,
      userId: user.id,
      codeHash: sha256(`${id}:${code}`),
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * MINUTE).toISOString(),
      createdAt: now.toISOString(),
    });
    return resetCodeMail(user.email, user.nombre, code, token, RESET_TTL_MINUTES, settings);
  }

  /** Sets a new password from a valid code or link; every open session of that user ends. */
  async confirmPasswordReset(input: z.output<typeof resetConfirmInputSchema>, ctx: RequestContext): Promise<string> {
    const { db, clock, users, resets, limiter, sessions } = this.deps;
    await limiter.consume(`reset-confirm:ip:${ctx.ip}`, 30, 15 * MINUTE);
    const invalid = () => new AppError('RESET_CODE_INVALID');

    let reset;
    if ('token' in input) {
      reset = await resets.findByTokenHash(db, sha256(input.token));
    } else {
      const user = await users.findByEmail(input.email);
      reset = user ? await resets.findLatestForUser(db, user.id) : undefined;
      if (reset && !reset.usedAt && reset.attempts < RESET_MAX_WRONG_CODES) {
        if (sha256(`${reset.id}:${input.code}`) !== reset.codeHash) {
          await resets.countFailedAttempt(db, reset.id);
          throw invalid();
        }
      }
    }
    if (!reset || reset.usedAt || reset.attempts >= RESET_MAX_WRONG_CODES) throw invalid();
    const now = clock.now().toISOString();
    if (reset.expiresAt <= now) throw new AppError('RESET_CODE_EXPIRED');
    const hash = await users.hashPassword(input.password);
    // The code is spent, the password changes and every session ends together, or none of them happens.
    const { id: resetId, userId } = reset;
    await db.transaction().execute(async (tx) => {
      if (!(await resets.markUsed(tx, resetId, now))) throw invalid();
      await users.storePasswordHash(tx, userId, hash);
      await sessions.endAllForUser(tx, userId);
    });
    await sessions.revoke({ userIds: [userId] });
    return RESET_DONE_MESSAGE;
  }

  /** Changes the password of a signed-in user: every session ends and a fresh one replaces the current. */
  async changePassword(user: SessionUser, input: ChangePasswordInput, ctx: RequestContext): Promise<string> {
    const { db, users, hasher, sessions } = this.deps;
    // Throttled like sign-in: a stolen session must not become a way to guess the current password.
    const attempt = await this.countPasswordAttempt(user.email, input.captcha, ctx);
    const row = await users.findById(user.id);
    if (!row || !(await hasher.verify(input.currentPassword, row.passwordHash))) {
      throw new AppError('PASSWORD_INCORRECT', undefined, { captchaRequired: attempt.captchaNext });
    }
    await attempt.succeeded();
    const hash = await users.hashPassword(input.newPassword);
    // Every other session ends with the old password, and the new one opens in the same transaction.
    const token = await db.transaction().execute(async (tx) => {
      await users.storePasswordHash(tx, user.id, hash);
      await sessions.endAllForUser(tx, user.id);
      return sessions.create(tx, {
        userId: user.id,
        remember: user.isRemembered,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    });
    // After the commit, so no process can cache an ended session again; the new one is read fresh.
    await sessions.revoke({ userIds: [user.id] });
    return token;
  }

  /**
   * Counts one password check for the address and the account before it happens, and decides what it needs: the
   * captcha past the failure threshold, then 429 past the per-address limit. Returns whether the next attempt will
   * need the captcha, and `succeeded` to give the hits back when the password was right.
   */
  private async countPasswordAttempt(email: string, solution: string | undefined, ctx: RequestContext) {
    const { captcha, limiter, settings } = this.deps;
    const ipHit = await limiter.hit(`password-fail:ip:${ctx.ip}`, FAILURE_WINDOW_MS);
    const accountHit = await limiter.hit(`password-fail:acct:${email.toLowerCase()}`, FAILURE_WINDOW_MS);
    const needsCaptcha =
      accountHit.count > settings.captchaAfterFailures || ipHit.count > settings.captchaAfterIpFailures;
    if (needsCaptcha && !solution) {
      // Nothing was checked: the hits go back, so a form sent first without the widget costs nothing. This comes
      // before the address limit: in a burst, the hits of attempts about to be given back would otherwise push the
      // address past it, and turn a captcha request into a 429 that stays counted.
      await Promise.all([limiter.release(ipHit), limiter.release(accountHit)]);
      throw new AppError('CAPTCHA_REQUIRED', undefined, { captchaRequired: true });
    }
    limiter.assertWithin(ipHit, settings.maxFailuresPerIp);
    if (needsCaptcha && solution) await captcha.verify(solution);
    return {
      captchaNext: accountHit.count >= settings.captchaAfterFailures || ipHit.count >= settings.captchaAfterIpFailures,
      succeeded: () => Promise.all([limiter.release(ipHit), limiter.reset(accountHit.key)]),
    };
  }

  /** Mail goes out after the answer: a slow SMTP server must not slow the form, nor reveal via timing. */
  private sendInBackground(message: Parameters<Mailer['send']>[0]): void {
    this.deps.mailer.send(message).catch((error: unknown) => {
      this.deps.logger.error({ err: error, to: message.to }, 'No se pudo enviar el correo');
    });
  }
}
