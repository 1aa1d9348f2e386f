import { isTrainingStandard, type CycleDetail } from '@academia/shared';
import { AppError } from '../../errors/app-error.js';
import type { AuditActor } from '../audit/audit.service.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { PhvaActionsService } from './phva-actions.service.js';
import { renderCycleReport, renderTrainingRecords } from './phva-report.pdf.js';
import type { PhvaService } from './phva.service.js';

/** Published routes by id and title, asked of the learning-paths module (the container wires it). */
export type PublishedRoutes = () => Promise<{ id: string; title: string }[]>;

/** The PDFs of a cycle: the whole report, and the training records attached as evidence. */
export class PhvaReportService {
  constructor(
    private readonly phva: PhvaService,
    private readonly actions: PhvaActionsService,
    private readonly uploads: UploadsService,
    readonly publishedRoutes: PublishedRoutes,
  ) {}

  async cycleReport(scope: CompanyScope, id: string): Promise<{ fileName: string; bytes: Buffer }> {
    const cycle = await this.phva.detail(scope, id);
    return {
      fileName: `autoevaluacion-${String(cycle.period)}-${cycle.id.slice(0, 8)}.pdf`,
      bytes: await renderCycleReport(cycle),
    };
  }

  /** Generates the company's completion list as a PDF and attaches it to a training standard. */
  async attachTrainingRecords(scope: CompanyScope, actor: AuditActor, id: string, code: string): Promise<CycleDetail> {
    if (!isTrainingStandard(code)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `El estándar ${code} no es de capacitación: los registros de la academia se adjuntan a 1.1.7, 1.2.1, 1.2.2, 1.2.3, 4.2.6 y 5.1.2.`,
      );
    }
    const cycle = await this.phva.findOpen(this.phva.dbForReads(), scope, id);
    const company = await this.phva.requireCompany(this.phva.dbForReads(), cycle.companyId);
    const records = await this.actions.trainingRecords(scope, id);
    const bytes = await renderTrainingRecords(company.nombre, records);
    return this.phva.addEvidence(scope, actor, id, code, async () => {
      const stored = await this.uploads.storeBuffer('pdf', `registros-de-formacion-${code}.pdf`, bytes, actor);
      return { id: stored.id, name: stored.name };
    });
  }
}
