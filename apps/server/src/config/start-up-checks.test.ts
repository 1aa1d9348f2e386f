import { describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_SIGNER, loadConfig } from './config.js';
import { setupGapsOf, startRefusal, startWarnings } from './start-up-checks.js';

describe('PUBLIC_URL at start (decision 029)', () => {
  it('refuses a production start with the demo data off and no PUBLIC_URL, saying why in Spanish', () => {
    const refusal = startRefusal(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }));
    expect(refusal).toContain('PUBLIC_URL es obligatoria en producción');
    expect(refusal).toContain('código QR');
    expect(refusal).toContain('PUBLIC_URL=https://');
  });

  it('lets `npm start` on a fresh machine run (production with the demo data on), with a loud warning', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', PORT: '3000' });
    expect(startRefusal(config)).toBeNull();
    const [warning] = startWarnings(config);
    expect(warning).toMatch(/^⚠ ATENCIÓN: PUBLIC_URL no está definida/);
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('nadie fuera de esta máquina puede abrir');
  });

  it('starts without a word about it once PUBLIC_URL is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://academia.example.co',
      CERTIFICATE_SIGNER_NAME: 'Laura Gómez',
      CERTIFICATE_SIGNER_LICENSE: 'Licencia SST 12345 de 2020',
    });
    expect(startRefusal(config)).toBeNull();
    expect(startWarnings(config)).toEqual([]);
    expect(setupGapsOf(config)).toEqual({ publicUrlMissing: false, certificateSignerMissing: false });
  });

  it('does not refuse development or test runs', () => {
    expect(startRefusal(loadConfig({}))).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
  });
});

describe('the certificate signer', () => {
  it('takes the name and licence from the environment', () => {
    const config = loadConfig({
      CERTIFICATE_SIGNER_NAME: 'Laura Gómez',
      CERTIFICATE_SIGNER_LICENSE: 'Licencia SST 12345 de 2020',
    });
    expect(config.certificateSigner).toEqual({ name: 'Laura Gómez', license: 'Licencia SST 12345 de 2020' });
  });

  it('signs demo installations with a plainly labelled demo person', () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).certificateSigner).toEqual(DEMO_CERTIFICATE_SIGNER);
    expect(DEMO_CERTIFICATE_SIGNER.license).toContain('sin validez');
  });

  it('leaves the block out, with a start warning, when a real installation names nobody', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://academia.example.co' });
    expect(config.certificateSigner).toBeNull();
    expect(startWarnings(config)).toEqual([expect.stringContaining('sin bloque de firma')]);
  });

  it('asks for the name and the licence together', () => {
    expect(() => loadConfig({ CERTIFICATE_SIGNER_NAME: 'Laura Gómez' })).toThrow(/deben definirse juntos/);
  });
});
