/**
 * Loads the ALTCHA web component and its Spanish strings on demand: 36 kB gzip that only the forms with a captcha
 * need. Calling it twice reuses the same download.
 */
let loading: Promise<void> | null = null;

export function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha'), import('altcha/i18n/es-es')]).then(
    () => undefined,
    (error: unknown) => {
      loading = null; // let a later attempt try again
      throw error;
    },
  );
  return loading;
}
