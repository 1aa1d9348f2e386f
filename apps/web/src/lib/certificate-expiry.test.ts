import { describe, expect, it } from 'vitest';
import { certificateExpiryText } from './certificate-expiry';
import { formatDate } from './format';

describe('certificateExpiryText', () => {
  const expiresAt = '2027-03-20T15:00:00.000Z';

  it('says a certificate without validity does not expire', () => {
    expect(certificateExpiryText(null)).toBe('Sin vencimiento');
  });

  it('says until when it is in force, and that it expired from that instant on', () => {
    expect(certificateExpiryText(expiresAt, new Date('2027-03-20T14:59:59.000Z'))).toBe(
      `Vigente hasta el ${formatDate(expiresAt)}`,
    );
    expect(certificateExpiryText(expiresAt, new Date(expiresAt))).toBe(`Venció el ${formatDate(expiresAt)}`);
  });
});
