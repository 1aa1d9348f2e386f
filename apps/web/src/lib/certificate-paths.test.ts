import { describe, expect, it } from 'vitest';
import { certificatePdfPath, verificationPath } from './certificate-paths';

describe('certificate paths', () => {
  it('builds the PDF and the public verification paths from the code, escaped', () => {
    expect(certificatePdfPath('SST-2025-7K3Q9')).toBe('/api/certificates/SST-2025-7K3Q9/pdf');
    expect(verificationPath('SST-2025-7K3Q9')).toBe('/verificar/SST-2025-7K3Q9');
    expect(verificationPath('A B/1')).toBe('/verificar/A%20B%2F1');
  });
});
