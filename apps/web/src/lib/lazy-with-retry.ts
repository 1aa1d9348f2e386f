import { createElement, lazy, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** A script chunk did not arrive: the network failed, the file is gone after a deploy, or it took too long. */
export class ChunkLoadError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('No se pudo cargar un módulo de la aplicación.', options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

const RETRY_DELAY_MS = 1_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Loads a chunk with `import()`, retrying once after a quick failure (a dropped connection often recovers), and gives
 * up after `timeoutMs` in all. Every failure becomes a `ChunkLoadError` so the error boundary can offer a reload.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  const attempt = async (): Promise<T> => {
    try {
      return await importer();
    } catch {
      await wait(RETRY_DELAY_MS);
      return importer();
    }
  };

  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError({ cause: new Error(`Tiempo de espera agotado (${timeoutMs} ms)`) })),
      timeoutMs,
    );
    attempt().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError({ cause }));
      },
    );
  });
}

export type LazyPage = ComponentType & {
  /** Starts loading the chunk now (e.g. as soon as the route matches), without rendering it. */
  preload: () => Promise<unknown>;
};

/**
 * A lazily loaded page or layout (a module whose default export is the component), loaded through `loadChunk`:
 * the 120 s time-out and one retry apply, and a failure reaches the nearest error boundary as `ChunkLoadError`.
 *
 * Unlike `React.lazy`, a chunk that has already arrived (preloaded while the session was being checked) renders at
 * once instead of suspending for a tick: a suspension would show the fallback and make React hold the page back for
 * its fallback throttle (about 300 ms per boundary), with nothing on screen changing (docs/decisions/032).
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const load = () => {
    loading ??= loadChunk(importer).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later render (after "Recargar" or a new visit) may try again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function LazyPageComponent() {
    // Chosen once per mounted page, so a page shown through `Lazy` is never swapped (and remounted) later.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy);
  }
  // A failed preload is not an error yet: rendering the page tries again and reports the failure.
  return Object.assign(LazyPageComponent, { preload: () => load().catch(() => undefined) });
}
