import { standardsOfSet, type AssessmentStatus, type Company } from '@academia/shared';
import type { Logger } from '../logger.js';
import type { Container } from '../container.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { renderSeedPdf } from './seed-pdf.js';

type Assessed = { status: AssessmentStatus; justification?: string; notes?: string; files?: string[] };

/** The 2025 self-evaluation of the 21-standard company: what was met, what not, and the files shown. */
const CLOSED_2025: Record<string, Assessed> = {
  '1.1.1': {
    status: 'cumple',
    notes: 'Designación firmada por la gerencia en febrero.',
    files: ['designacion-responsable-sgsst-2025.pdf'],
  },
  '1.1.3': {
    status: 'no_cumple',
    notes: 'El presupuesto de SST no se aprobó por separado; se pagó con gastos generales.',
  },
  '1.1.4': {
    status: 'cumple',
    notes: 'Planillas PILA de enero a diciembre revisadas.',
    files: ['planillas-pila-2025.pdf'],
  },
  '1.1.6': {
    status: 'cumple',
    notes: 'Seis actas de reunión del COPASST en el año.',
    files: ['actas-copasst-2025.pdf'],
  },
  '1.1.8': { status: 'cumple', notes: 'El comité de convivencia sesionó cada trimestre.' },
  '1.2.1': { status: 'no_cumple', notes: 'Hubo charlas sueltas, pero no un programa anual escrito.' },
  '2.1.1': {
    status: 'cumple',
    notes: 'Política publicada en la cartelera de la bodega.',
    files: ['politica-sst-firmada.pdf'],
  },
  '2.4.1': { status: 'no_cumple', notes: 'El plan de trabajo quedó en borrador, sin firma.' },
  '2.5.1': { status: 'cumple', notes: 'Archivo en carpeta compartida con copia mensual.' },
  '3.1.1': { status: 'cumple', notes: 'Perfil sociodemográfico actualizado con la encuesta de marzo.' },
  '3.1.2': { status: 'cumple' },
  '3.1.4': {
    status: 'cumple',
    notes: 'Certificados de aptitud de ingreso y periódicos al día.',
    files: ['certificados-aptitud-2025.pdf'],
  },
  '3.1.6': { status: 'cumple' },
  '3.2.1': { status: 'cumple', notes: 'Dos accidentes leves reportados a tiempo.', files: ['furat-2025-03.pdf'] },
  '3.2.2': { status: 'no_cumple', notes: 'La investigación del accidente de abril no incluyó al COPASST.' },
  '4.1.2': {
    status: 'cumple',
    notes: 'Matriz GTC 45 revisada con los conductores y auxiliares de bodega.',
    files: ['matriz-peligros-2025.pdf'],
  },
  '4.2.5': { status: 'cumple', notes: 'Mantenimiento de montacargas según el programa.' },
  '4.2.6': {
    status: 'cumple',
    notes: 'Entrega de botas, guantes y fajas con registro firmado.',
    files: ['entrega-epp-2025.pdf'],
  },
  '5.1.1': {
    status: 'cumple',
    notes: 'Simulacro de evacuación el 2 de octubre.',
    files: ['informe-simulacro-2025.pdf'],
  },
  '5.1.2': { status: 'no_cumple', notes: 'La brigada no recibió la capacitación de primeros auxilios.' },
  '6.1.3': { status: 'cumple', notes: 'Revisión por la dirección en diciembre.' },
};

/** The 2026 cycle, halfway through Hacer: the first groups assessed, the rest still open. */
const OPEN_2026: Record<string, Assessed> = {
  '1.1.1': { status: 'cumple', notes: 'Se mantiene la designación de 2025.' },
  '1.1.3': {
    status: 'cumple',
    notes: 'Presupuesto de SST aprobado en el acta de junta de enero.',
    files: ['presupuesto-sst-2026.pdf'],
  },
  '1.1.4': { status: 'cumple' },
  '1.1.6': { status: 'cumple', notes: 'COPASST elegido para 2026-2028.', files: ['acta-eleccion-copasst-2026.pdf'] },
  '1.1.8': {
    status: 'no_aplica',
    justification:
      'El comité se reconformó en febrero y aún no cumple su primer periodo; se evalúa en el próximo ciclo.',
  },
  '1.2.1': { status: 'cumple', notes: 'Programa anual con rutas de la academia asignadas a todo el personal.' },
  '2.1.1': { status: 'cumple' },
  '2.4.1': {
    status: 'cumple',
    notes: 'Plan anual firmado por la gerencia el 20 de enero.',
    files: ['plan-anual-trabajo-2026.pdf'],
  },
};

/** The PHVA demo: one closed cycle (2025) and one in Hacer (2026) for the 21-standard company. Re-runnable. */
export async function seedDemoPhva(container: Container, company: Company, logger: Logger): Promise<void> {
  const { phva, phvaActions, uploads } = container;
  const scope = { kind: 'all' } as const;
  if ((await phva.list({ kind: 'company', companyId: company.id })).items.length > 0) return;

  const fill = async (id: string, assessments: Record<string, Assessed>) => {
    for (const [code, a] of Object.entries(assessments)) {
      await phva.saveAssessment(scope, SYSTEM_ACTOR, id, code, {
        status: a.status,
        justification: a.justification ?? '',
        notes: a.notes ?? '',
      });
      for (const fileName of a.files ?? []) {
        const bytes = await renderSeedPdf(
          `Evidencia del estándar ${code}`,
          [{ heading: company.nombre, paragraphs: [a.notes ?? 'Documento de soporte de la autoevaluación.'] }],
          'Documento de demostración',
        );
        await phva.addEvidence(scope, SYSTEM_ACTOR, id, code, async () => {
          const file = await uploads.storeBuffer('pdf', fileName, bytes, SYSTEM_ACTOR);
          return { id: file.id, name: file.name };
        });
      }
    }
  };
  const plan = (year: number) => ({
    responsibleName: 'Marcela Ospina Giraldo',
    evaluationDate: `${String(year)}-02-16`,
    standardSet: 21 as const,
    setJustification: null,
    schedule: {
      I: `${String(year)}-02-16`,
      II: `${String(year)}-02-23`,
      III: `${String(year)}-03-02`,
      IV: `${String(year)}-03-09`,
      V: `${String(year)}-03-16`,
      VI: `${String(year)}-03-23`,
    },
  });

  const closed = await phva.create(scope, SYSTEM_ACTOR, { companyId: company.id, period: 2025 });
  await phva.savePlan(scope, SYSTEM_ACTOR, closed.id, plan(2025));
  await fill(closed.id, CLOSED_2025);
  const missing = standardsOfSet(21).filter((s) => !CLOSED_2025[s.code]);
  if (missing.length > 0)
    throw new Error(`Faltan estándares en el ciclo de demostración: ${missing.map((s) => s.code).join(', ')}`);
  await phva.changePhase(scope, SYSTEM_ACTOR, closed.id, 'actuar');
  const actions = [
    {
      code: '1.2.1',
      what: 'Escribir el programa anual de capacitación y asignar las rutas de la academia.',
      owner: 'Marcela Ospina Giraldo',
      dueDate: '2026-01-31',
      status: 'cumplida' as const,
      notes: 'Programa aprobado en enero.',
      closingEvidence: 'Programa de capacitación 2026 firmado.',
    },
    {
      code: '2.4.1',
      what: 'Firmar el plan anual de trabajo con la gerencia.',
      owner: 'Gerencia general',
      dueDate: '2026-01-31',
      status: 'cumplida' as const,
      notes: '',
      closingEvidence: 'Plan anual 2026 firmado el 20 de enero.',
    },
    {
      code: '1.1.3',
      what: 'Aprobar un presupuesto propio para el SG-SST.',
      owner: 'Gerencia financiera',
      dueDate: '2026-02-28',
      status: 'cumplida' as const,
      notes: '',
      closingEvidence: 'Acta de junta de enero de 2026.',
    },
    {
      code: '3.2.2',
      what: 'Incluir al COPASST en todas las investigaciones de accidentes.',
      owner: 'Marcela Ospina Giraldo',
      dueDate: '2026-03-31',
      status: 'en_curso' as const,
      notes: 'Procedimiento actualizado; falta socializarlo.',
      closingEvidence: '',
    },
    {
      code: '5.1.2',
      what: 'Capacitar a la brigada en primeros auxilios y dotar el botiquín tipo B.',
      owner: 'Coordinador de bodega',
      dueDate: '2026-04-30',
      status: 'pendiente' as const,
      notes: '',
      closingEvidence: '',
    },
  ];
  for (const action of actions) await phvaActions.create(scope, SYSTEM_ACTOR, closed.id, action);
  await phva.close(scope, SYSTEM_ACTOR, closed.id);

  const open = await phva.create(scope, SYSTEM_ACTOR, { companyId: company.id, period: 2026 });
  await phva.savePlan(scope, SYSTEM_ACTOR, open.id, plan(2026));
  await phva.changePhase(scope, SYSTEM_ACTOR, open.id, 'hacer');
  await fill(open.id, OPEN_2026);
  logger.info({ company: company.nombre }, 'Ciclos PHVA de demostración creados');
}
