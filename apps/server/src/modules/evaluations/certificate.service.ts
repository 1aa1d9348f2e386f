import crypto from 'node:crypto';
import type { Certificate, CertificateVerification, SessionUser } from '@academia/shared';
import { addCalendarMonths, certificateStanding, isAdminProfile, isCompanyLeadProfile, paths } from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../infra/clock/clock.js';
import { notFound } from '../../errors/app-error.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { LearningCatalogService } from '../learning-paths/learning-catalog.service.js';
import type { UsersService } from '../users/users.service.js';
import { renderCertificatePdf } from './certificate.pdf.js';
import type { CertificateDates, CertificateRecord } from './evaluation.types.js';
import type { EvaluationsRepository } from './evaluations.repository.js';

// Crockford's base32 without I, L, O, U: codes read aloud or typed from paper are not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code like `SST-7K3M-Q9PX-2HDA`: 60 random bits, practically unguessable. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `SST-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const toCertificate = (certificate: CertificateRecord): Certificate => ({
  code: certificate.code,
  learnerName: certificate.learnerName,
  routeId: certificate.routeId,
  routeTitle: certificate.routeTitle,
  hours: certificate.hours,
  score: certificate.score,
  issuedAt: certificate.issuedAt,
  downloadUrl: `/api/certificates/${certificate.code}/pdf`,
  studySeconds: certificate.studySeconds,
  expiresAt: certificate.expiresAt,
});

/** All but the last four characters hidden: enough to match the paper, too little to reuse (decision 029). */
export function maskDocumentNumber(number: string): string {
  const visible = number.slice(-4);
  return `${'•'.repeat(Math.max(number.length - visible.length, 4))}${visible}`;
}

export interface CertificateSettings {
  publicUrl: string;
  providerName: string;
  /** Null: certificates carry no signature block (decision 029). */
  signer: { name: string; license: string } | null;
}

/** Issues certificates when a final test is passed, renders them as PDF and answers public verifications. */
export class CertificateService {
  constructor(
    private readonly db: Db,
    private readonly evaluations: EvaluationsRepository,
    private readonly catalog: LearningCatalogService,
    private readonly users: UsersService,
    private readonly companies: CompaniesService,
    private readonly settings: CertificateSettings,
    private readonly clock: Clock,
  ) {}

  /**
   * Called with the transaction that stores the passing answer, so the certificate and the answer commit together;
   * what it states (the learner, their document and company, the route, the work recorded, the signer) is copied as
   * it is now (decision 029). A second pass keeps the first certificate unless it has expired (decision 038).
   */
  async issue(
    tx: Executor,
    input: { userId: string; routeId: string; sessionId: string; score: number; passMark: number; at: string },
  ): Promise<void> {
    // One certificate per person and route at a time: a second pass keeps the first one, unless the latest has
    // expired, when passing again (the renewal, decision 038) issues a new one beside it.
    const latest = await this.evaluations.findCertificate(tx, input.userId, input.routeId);
    if (latest && certificateStanding(latest, new Date(input.at)) !== 'expired') return;
    // One after the other: a transaction is one connection.
    const learner = (await this.users.summaries(tx, [input.userId])).get(input.userId);
    const route = await this.catalog.certificateFacts(tx, input.routeId);
    if (!learner || !route) return;
    const study = await this.catalog.studyFacts(tx, input.routeId, input.userId);
    const companyName = learner.empresaId
      ? ((await this.companies.namesByIds(tx, [learner.empresaId])).get(learner.empresaId) ?? null)
      : null;
    await this.evaluations.insertCertificate(tx, {
      id: crypto.randomUUID(),
      code: newCertificateCode(),
      userId: input.userId,
      routeId: input.routeId,
      sessionId: input.sessionId,
      learnerName: learner.nombre,
      documentNumber: learner.numeroDocumento,
      routeTitle: route.title,
      hours: route.hours,
      score: input.score,
      issuedAt: input.at,
      revokedAt: null,
      documentType: learner.numeroDocumento ? learner.tipoDocumento : null,
      companyName,
      itemsCompleted: study.itemsCompleted,
      studySeconds: study.studySeconds,
      passMark: input.passMark,
      signer: this.settings.signer,
      expiresAt: route.validityMonths === null ? null : addCalendarMonths(input.at, route.validityMonths),
    });
  }

  /**
   * The demo seed's history: a final test passed at `at` (in the past), stored as the evaluation would have stored
   * it — a finished, passed session and the certificate `issue` makes of it, with the route's validity from `at`.
   */
  async recordPastPass(input: { userId: string; routeId: string; score: number; passMark: number; at: Date }) {
    const at = input.at.toISOString();
    const sessionId = crypto.randomUUID();
    await this.db.transaction().execute(async (tx) => {
      await this.evaluations.insertSession(tx, {
        id: sessionId,
        routeId: input.routeId,
        userId: input.userId,
        kind: 'test',
        attempt: 1,
        status: 'finished',
        currentItemId: null,
        answered: 12,
        theta: 1,
        se: 0.3,
        score: input.score,
        passed: true,
        passMark: input.passMark,
        stopReason: 'precision',
        mastery: null,
        seed: 1,
        startedAt: at,
        finishedAt: at,
        updatedAt: at,
      });
      await this.issue(tx, { ...input, sessionId, at });
    });
  }

  async mine(user: SessionUser): Promise<Certificate[]> {
    return this.listFor(user.id);
  }

  /** The certificates of any person, for the admin's page about them; the caller checks who may see them. */
  async listFor(userId: string): Promise<Certificate[]> {
    return (await this.evaluations.listCertificates(this.db, userId)).map(toCertificate);
  }

  /**
   * The PDF of a certificate, for its owner, a `Superadministrador`, or the `Responsable SST` of the owner's
   * company; anyone else gets a 404.
   */
  async pdf(user: SessionUser, code: string): Promise<{ fileName: string; bytes: Buffer }> {
    const certificate = await this.evaluations.findCertificateByCode(this.db, code.toUpperCase());
    if (!certificate || !(await this.maySee(user, certificate.userId)))
      throw notFound('No encontramos este certificado.');
    const bytes = await renderCertificatePdf({
      ...certificate,
      verifyUrl: `${this.settings.publicUrl}${paths.verify(certificate.code)}`,
      providerName: this.settings.providerName,
    });
    return { fileName: `certificado-${certificate.code}.pdf`, bytes };
  }

  private async maySee(user: SessionUser, ownerId: string): Promise<boolean> {
    if (ownerId === user.id || isAdminProfile(user.perfil)) return true;
    if (!isCompanyLeadProfile(user.perfil) || !user.empresaId) return false;
    const owner = (await this.users.summaries(this.db, [ownerId])).get(ownerId);
    return owner?.empresaId === user.empresaId;
  }

  /**
   * Public check: enough to match the paper to the person and to know how it was earned; the document number only
   * masked (decision 029).
   */
  async verify(code: string): Promise<CertificateVerification> {
    const normalised = code.trim().toUpperCase();
    const certificate = await this.evaluations.findCertificateByCode(this.db, normalised);
    if (!certificate) throw notFound(`No existe ningún certificado con el código «${code.trim()}».`);
    const standing = certificateStanding(certificate, this.clock.now());
    return {
      valid: standing === 'in_force',
      standing,
      expiresAt: certificate.expiresAt,
      code: certificate.code,
      learnerName: certificate.learnerName,
      routeTitle: certificate.routeTitle,
      hours: certificate.hours,
      issuedAt: certificate.issuedAt,
      revokedAt: certificate.revokedAt,
      documentType: certificate.documentType,
      documentNumberMasked: certificate.documentNumber ? maskDocumentNumber(certificate.documentNumber) : null,
      companyName: certificate.companyName,
      score: certificate.score,
      passMark: certificate.passMark,
      itemsCompleted: certificate.itemsCompleted,
      studySeconds: certificate.studySeconds,
      signer: certificate.signer,
    };
  }

  /** The certificate dates of `userIds`, for the training plan's statuses; on the caller's executor. */
  certificateDates(db: Executor, userIds: string[]): Promise<CertificateDates[]> {
    return this.evaluations.certificateDates(db, userIds);
  }

  /** Certificates expired by `now` and not revoked: each one's holder is due a renewal. */
  expiredCertificates(now: Date): Promise<CertificateDates[]> {
    return this.evaluations.expiredCertificates(this.db, now.toISOString());
  }

  /** The (person, route) pairs of `userIds` with a pre-test or final-test session: activity on the route. */
  sessionPairs(db: Executor, userIds: string[]): Promise<{ userId: string; routeId: string }[]> {
    return this.evaluations.sessionPairs(db, userIds);
  }
}
