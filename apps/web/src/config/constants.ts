/** Width of the side drawer on `md` screens and up (docs/product.md §4). */
export const DRAWER_WIDTH = 260;

/** How long a lazily loaded script chunk may take before we give up and offer a reload (docs/product.md §4). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const APP_NAME = 'Academia SST';

/** Where the ALTCHA widget fetches its proof-of-work challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

/** Delay before a search box sends its query. */
export const SEARCH_DEBOUNCE_MS = 300;

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50];
