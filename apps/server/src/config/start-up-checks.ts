import type { Config } from './config.js';

/**
 * What an operator must know before the first certificate is issued (decision 029). Without PUBLIC_URL every
 * certificate's QR code and link point at this machine's localhost, which nobody else can open; without a signer the
 * certificates carry no signature block.
 */
export interface SetupGaps {
  publicUrlMissing: boolean;
  certificateSignerMissing: boolean;
}

export function setupGapsOf(config: Pick<Config, 'publicUrlConfigured' | 'certificateSigner'>): SetupGaps {
  return { publicUrlMissing: !config.publicUrlConfigured, certificateSignerMissing: config.certificateSigner === null };
}

export const PUBLIC_URL_REQUIRED_MESSAGE =
  'PUBLIC_URL es obligatoria en producción sin datos de demostración (NODE_ENV=production y SEED_DEMO=false): ' +
  'es la dirección pública de la academia que llevan el código QR y el enlace de verificación de cada certificado. ' +
  'Sin ella apuntarían a http://localhost, que nadie más puede abrir. Defina, por ejemplo, ' +
  'PUBLIC_URL=https://academia.su-empresa.co y vuelva a iniciar.';

/**
 * Why this configuration must not start, or null. Only a real production installation (production, demo data off)
 * is refused: `npm start` on a fresh machine runs with the demo data on and keeps working, with a warning.
 */
export function startRefusal(config: Pick<Config, 'isProduction' | 'seedDemo' | 'publicUrlConfigured'>): string | null {
  if (config.isProduction && !config.seedDemo && !config.publicUrlConfigured) return PUBLIC_URL_REQUIRED_MESSAGE;
  return null;
}

/** The warnings the server logs at start, loud enough to be seen among the other lines. */
export function startWarnings(
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured' | 'certificateSigner'>,
): string[] {
  const gaps = setupGapsOf(config);
  const warnings: string[] = [];
  if (gaps.publicUrlMissing) {
    warnings.push(
      `⚠ ATENCIÓN: PUBLIC_URL no está definida. Los certificados llevarán un código QR y un enlace a ${config.publicUrl}, ` +
        'que nadie fuera de esta máquina puede abrir para verificarlos. Defina PUBLIC_URL con la dirección pública de la academia.',
    );
  }
  if (gaps.certificateSignerMissing) {
    warnings.push(
      '⚠ ATENCIÓN: CERTIFICATE_SIGNER_NAME y CERTIFICATE_SIGNER_LICENSE no están definidas. Los certificados saldrán ' +
        'sin bloque de firma del responsable SST de la academia.',
    );
  }
  return warnings;
}
