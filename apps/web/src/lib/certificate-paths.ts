import { paths } from '@academia/shared/paths';

/** The PDF of a certificate (owner or admin). The certificate list carries its own `downloadUrl`; this builds one. */
export function certificatePdfPath(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/pdf`;
}

/** The public page that confirms a certificate (the QR code on the PDF points here). */
export function verificationPath(code: string): string {
  return paths.verify(code);
}
