import {
  actionStatusLabels,
  phvaPhaseLabels,
  phvaRatingLabels,
  PHVA_PHASES,
  planAvailabilityNote,
  ratingObligations,
  scoringRuleText,
  standardGroups,
  standardsOfSet,
  type CycleDetail,
  type TrainingRecords,
} from '@academia/shared';
import PDFDocument from 'pdfkit';

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });
const number = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
const statusLabels = { cumple: 'Cumple', no_cumple: 'No cumple', no_aplica: 'No aplica' } as const;

/** "24 de noviembre de 2026" from an ISO date or instant. */
function longDate(value: string): string {
  return dateFormat.format(new Date(value.length === 10 ? `${value}T12:00:00-05:00` : value));
}

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Academia SST' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#0b6e4f').text(text);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#1a1a1a');
}

/**
 * The whole cycle on paper, for the ARL and the Ministry: company, set, each standard's status with its evidence,
 * the score and rating with what it requires (art. 28), and the improvement plan.
 */
export function renderCycleReport(cycle: CycleDetail): Promise<Buffer> {
  return render(`Autoevaluación de estándares mínimos ${String(cycle.period)}`, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('#1a1a1a')
      .text('Autoevaluación de estándares mínimos del SG-SST');
    doc.font('Helvetica').fontSize(11).text('Resolución 0312 de 2019 · ciclo PHVA');
    doc.moveDown(0.6).fontSize(10);
    doc.text(`Empresa: ${cycle.companyName}`);
    doc.text(`Periodo: ${String(cycle.period)}`);
    doc.text(`Responsable: ${cycle.responsibleName}`);
    if (cycle.evaluationDate) doc.text(`Fecha de la evaluación: ${longDate(cycle.evaluationDate)}`);
    doc.text(
      `Estado: ${cycle.status === 'cerrado' && cycle.closedAt ? `cerrado el ${longDate(cycle.closedAt)}` : 'abierto'}`,
    );
    doc.text(`Estándares que aplican: ${String(cycle.standardSet)}. ${cycle.suggestedSetReason}`);
    if (cycle.setJustification) doc.text(`Justificación del cambio de grupo: ${cycle.setJustification}`);

    heading(doc, 'Resultado');
    doc
      .font('Helvetica-Bold')
      .text(`Puntaje: ${number.format(cycle.result.score)} % · Calificación: ${phvaRatingLabels[cycle.result.rating]}`);
    doc.font('Helvetica').text(scoringRuleText(cycle.standardSet));
    for (const phase of PHVA_PHASES) {
      const p = cycle.result.byPhase[phase];
      if (p.possible > 0) {
        doc.text(`${phvaPhaseLabels[phase]}: ${number.format(p.earned)} de ${number.format(p.possible)} puntos`);
      }
    }
    doc.moveDown(0.3).font('Helvetica-Bold').text('Lo que exige la calificación (art. 28):');
    doc.font('Helvetica');
    for (const line of ratingObligations[cycle.result.rating]) doc.text(`• ${line}`);
    doc.text(planAvailabilityNote);

    heading(doc, 'Estándares evaluados');
    const byCode = new Map(cycle.assessments.map((a) => [a.code, a]));
    let group = '';
    for (const standard of standardsOfSet(cycle.standardSet)) {
      if (standard.group !== group) {
        group = standard.group;
        doc.moveDown(0.3).font('Helvetica-Bold').text(standardGroups[standard.group].label);
      }
      const a = byCode.get(standard.code);
      const status = a?.status ? statusLabels[a.status] : 'Sin evaluar';
      doc.font('Helvetica').text(`${standard.code} · ${standard.description} — ${status}`);
      if (a?.justification) doc.fillColor('#444444').text(`   Justificación: ${a.justification}`).fillColor('#1a1a1a');
      if (a?.notes) doc.fillColor('#444444').text(`   Notas: ${a.notes}`).fillColor('#1a1a1a');
      if (a && a.evidence.length > 0) {
        doc
          .fillColor('#444444')
          .text(`   Evidencias: ${a.evidence.map((e) => e.name).join(', ')}`)
          .fillColor('#1a1a1a');
      }
    }

    heading(doc, 'Plan de mejoramiento');
    if (cycle.actions.length === 0) doc.text('No hay acciones registradas.');
    for (const action of cycle.actions) {
      doc.moveDown(0.3).font('Helvetica-Bold').text(`${action.code} · ${action.what}`);
      doc.font('Helvetica');
      doc.text(
        `Responsable: ${action.owner} · Fecha límite: ${longDate(action.dueDate)} · Estado: ${actionStatusLabels[action.status]}${action.overdue ? ' (vencida)' : ''}`,
      );
      if (action.routeTitle) {
        doc.text(`Ruta asignada: ${action.routeTitle} (${String(action.assignedCount)} personas)`);
      }
      if (action.notes) doc.text(`Seguimiento: ${action.notes}`);
      if (action.closingEvidence) doc.text(`Evidencia de cierre: ${action.closingEvidence}`);
    }
  });
}

/** The academy's completion records of the company, attached as evidence for the training standards. */
export function renderTrainingRecords(companyName: string, records: TrainingRecords): Promise<Buffer> {
  return render(`Registros de formación de ${companyName}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Registros de formación en Academia SST');
    doc.font('Helvetica').fontSize(10).text(`Empresa: ${companyName}`);
    doc.moveDown(0.6);
    if (records.items.length === 0) doc.text('Nadie de la empresa ha completado una ruta todavía.');
    for (const r of records.items) {
      doc.text(`${r.personName}${r.document ? ` (${r.document})` : ''} · ${r.routeTitle} · ${longDate(r.completedAt)}`);
    }
  });
}
