import crypto from 'node:crypto';
import type { Certificate, CertificateVerification, SessionUser } from '@academia/shared';
import { isAdminProfile } from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import { renderCertificatePdf } from './certificate.pdf.js';
import type { CertificateRow, EvaluationsRepository } from './evaluations.repository.js';

// Crockford's base32 without I, L, O, U: codes read aloud or typed from paper are not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code like `SST-7K3M-Q9PX-2HDA`: 60 random bits, practically unguessable. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `SST-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const toCertificate = (row: CertificateRow): Certificate => ({
  code: row.code,
  learnerName: row.learner_name,
  routeId: row.route_id,
  routeTitle: row.route_title,
  hours: Number(row.hours),
  score: row.score,
  issuedAt: row.issued_at,
  downloadUrl: `/api/certificates/${row.code}/pdf`,
});

/** Issues certificates when a final test is passed, renders them as PDF and answers public verifications. */
export class CertificateService {
  constructor(
    private readonly evaluations: EvaluationsRepository,
    private readonly settings: { publicUrl: string; providerName: string },
  ) {}

  /** Called inside the transaction that stores the passing answer; a second pass keeps the first certificate. */
  async issue(
    repository: EvaluationsRepository,
    input: { userId: string; routeId: string; sessionId: string; score: number; at: string },
  ): Promise<void> {
    const facts = await repository.certificateFacts(input.userId, input.routeId);
    if (!facts) return;
    await repository.insertCertificate({
      id: crypto.randomUUID(),
      code: newCertificateCode(),
      user_id: input.userId,
      route_id: input.routeId,
      session_id: input.sessionId,
      learner_name: facts.user.nombre,
      document_number: facts.user.numero_documento,
      route_title: facts.route.title,
      hours: Number(facts.route.hours),
      score: input.score,
      issued_at: input.at,
      revoked_at: null,
    });
  }

  async mine(user: SessionUser): Promise<Certificate[]> {
    return (await this.evaluations.listCertificates(user.id)).map(toCertificate);
  }

  /** The PDF of a certificate, for its owner or an admin; anyone else gets a 404. */
  async pdf(user: SessionUser, code: string): Promise<{ fileName: string; bytes: Buffer }> {
    const row = await this.evaluations.findCertificateByCode(code.toUpperCase());
    if (!row || (row.user_id !== user.id && !isAdminProfile(user.perfil)))
      throw notFound('No encontramos este certificado.');
    const bytes = await renderCertificatePdf({
      code: row.code,
      learnerName: row.learner_name,
      documentNumber: row.document_number,
      routeTitle: row.route_title,
      hours: Number(row.hours),
      score: row.score,
      issuedAt: row.issued_at,
      verifyUrl: `${this.settings.publicUrl}/verificar/${row.code}`,
      providerName: this.settings.providerName,
    });
    return { fileName: `certificado-${row.code}.pdf`, bytes };
  }

  /** Public check: enough to confirm a certificate, nothing more (no document number, no score). */
  async verify(code: string): Promise<CertificateVerification> {
    const normalised = code.trim().toUpperCase();
    const row = await this.evaluations.findCertificateByCode(normalised);
    if (!row) throw notFound(`No existe ningún certificado con el código «${code.trim()}».`);
    return {
      valid: row.revoked_at === null,
      code: row.code,
      learnerName: row.learner_name,
      routeTitle: row.route_title,
      hours: Number(row.hours),
      issuedAt: row.issued_at,
      revokedAt: row.revoked_at,
    };
  }
}
