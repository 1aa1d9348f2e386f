import crypto from 'node:crypto';
import { createClient } from 'redis';
import type { Logger } from '../../logger.js';
import type { Revocation, SessionCache } from './session-cache.js';

/** The Redis channel every app process listens on for revocations (decision 043). */
export const REVOCATION_CHANNEL = 'academia-sst:session-revocations';

/**
 * Tells every process's session cache that some sessions ended or changed. Callers call it after the change is
 * committed, so no process can read the old row again once the message is out.
 */
export interface SessionRevocations {
  revoke(revocation: Revocation): Promise<void>;
  close(): Promise<void>;
}

/** One process (or the cache off): dropping the entries here is all there is to do. */
export class LocalRevocations implements SessionRevocations {
  constructor(private readonly cache: SessionCache) {}

  revoke(revocation: Revocation): Promise<void> {
    this.cache.drop(revocation);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface RevocationMessage extends Revocation {
  /** Lets the sender recognise its own message coming back. */
  nonce?: string;
}

function parseRevocation(message: string): RevocationMessage | null {
  try {
    const value = JSON.parse(message) as { sessionIds?: unknown; userIds?: unknown; nonce?: unknown };
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    return {
      sessionIds: strings(value.sessionIds),
      userIds: strings(value.userIds),
      ...(typeof value.nonce === 'string' ? { nonce: value.nonce } : {}),
    };
  } catch {
    return null;
  }
}

/** How long a revocation waits for its own message to come back from Redis before the request goes on. */
const ECHO_WAIT_MS = 1000;

/**
 * Several processes: a revocation is published on Redis and every process, this one included, drops the entries on
 * receipt. While the subscription is down this process's cache is off (it could miss a message), and it is emptied
 * when the subscription comes back.
 */
export class RedisRevocations implements SessionRevocations {
  private readonly publisher;
  private readonly subscriber;
  /** Set once the first SUBSCRIBE succeeded; node-redis subscribes again by itself before each later 'ready'. */
  private subscribed = false;
  /** Revocations published by this process, waiting for their message to come back through the subscription. */
  private readonly awaitingEcho = new Map<string, () => void>();

  private constructor(
    url: string,
    private readonly cache: SessionCache,
    private readonly logger: Logger,
  ) {
    // Retry for as long as it takes; meanwhile this process's cache is off and requests read the database.
    const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 5000);
    // Without the offline queue a publish while Redis is away fails at once instead of holding the sign-out.
    this.publisher = createClient({
      url,
      disableOfflineQueue: true,
      socket: { reconnectStrategy, connectTimeout: 5000 },
    });
    this.subscriber = createClient({ url, socket: { reconnectStrategy, connectTimeout: 5000 } });
    this.publisher.on('error', (error: unknown) => {
      this.logger.warn({ err: error }, 'Redis no responde (envío de cierres de sesión)');
    });
    this.subscriber.on('error', (error: unknown) => {
      this.cache.setDeliverable(false);
      this.logger.warn({ err: error }, 'Redis no responde (aviso de cierres de sesión); caché de sesiones apagada');
    });
    for (const event of ['end', 'reconnecting']) this.subscriber.on(event, () => this.cache.setDeliverable(false));
    this.subscriber.on('ready', () => {
      if (this.subscribed) this.cache.setDeliverable(true);
    });
  }

  /**
   * Connects both clients and subscribes, waiting at most `waitMs`: an unreachable Redis does not stop the server,
   * which keeps trying in the background with the cache off until the subscription is in place.
   */
  static async connect(url: string, cache: SessionCache, logger: Logger, waitMs = 5000): Promise<RedisRevocations> {
    cache.setDeliverable(false);
    const revocations = new RedisRevocations(url, cache, logger);
    const started = revocations.start();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, waitMs);
    });
    const ready = await Promise.race([started.then(() => true), waited]);
    clearTimeout(timer);
    if (!ready) logger.warn('Redis no responde: la caché de sesiones queda apagada hasta que conecte');
    return revocations;
  }

  private async start(): Promise<void> {
    try {
      await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
      await this.subscriber.subscribe(REVOCATION_CHANNEL, (message) => {
        const revocation = parseRevocation(message);
        if (revocation) this.cache.drop(revocation);
        // A message that cannot be read may have named any session: forget them all rather than guess.
        else this.cache.clear();
        if (revocation?.nonce) this.awaitingEcho.get(revocation.nonce)?.();
      });
      this.subscribed = true;
      this.cache.setDeliverable(this.subscriber.isReady);
    } catch (error) {
      // Only when closed before connecting; the cache stays off.
      this.logger.warn({ err: error }, 'No se pudo suscribir a los avisos de cierre de sesión en Redis');
    }
  }

  /**
   * Drops the entries here, publishes, and waits (at most ECHO_WAIT_MS) for the message to come back to this
   * process: Redis hands a message to every subscriber before it answers, so by then the others have it as well,
   * and the caller's response (a sign-out, a deactivation) does not go out before they can act on it.
   */
  async revoke(revocation: Revocation): Promise<void> {
    this.cache.drop(revocation);
    const nonce = crypto.randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.awaitingEcho.set(nonce, resolve);
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    try {
      const message: RevocationMessage = { ...revocation, nonce };
      await this.publisher.publish(REVOCATION_CHANNEL, JSON.stringify(message));
      if (this.subscribed && this.subscriber.isReady) await echoed;
    } catch (error) {
      // The change is already committed; other processes stop serving the old entry when its lifetime ends.
      this.logger.error({ err: error }, 'No se pudo avisar por Redis a los demás procesos de un cierre de sesión');
    } finally {
      clearTimeout(timer);
      this.awaitingEcho.delete(nonce);
    }
  }

  async close(): Promise<void> {
    this.subscribed = false;
    this.cache.setDeliverable(false);
    // A client still trying to connect is dropped at once; a connected one finishes what it was sending.
    const close = async (client: typeof this.publisher) => {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    };
    await Promise.allSettled([close(this.subscriber), close(this.publisher)]);
  }
}
