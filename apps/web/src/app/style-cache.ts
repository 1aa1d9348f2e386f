import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The server's Content-Security-Policy allows only `<style>` elements carrying this page's nonce, which it writes
 * into `<meta name="csp-nonce">` (the same tag the captcha widget reads). Without the server (Vite dev, tests) the
 * tag holds a placeholder and no policy applies, so any value works.
 */
export function cspNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/** The emotion cache MUI writes its styles through, with the page's nonce on every style element. */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = cspNonce(doc);
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
