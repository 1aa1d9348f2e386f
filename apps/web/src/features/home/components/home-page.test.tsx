import {
  documentListSchema,
  errorMessages,
  learnerHomeSchema,
  normListSchema,
  type DocumentCard,
  type LearnerHome,
  type NormCard,
} from '@academia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { buildLearnerRoute, EMPTY_LEARNER_HOME, NO_PROGRESS_API } from '../../../testing/fixtures';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NOTHING_HALF_WAY_TEXT, NOTHING_TO_CONTINUE_TEXT } from './home-page';

const ALTURAS = buildLearnerRoute();
const INDUCCION = buildLearnerRoute({
  id: 'ruta-2',
  title: 'Inducción en SST',
  category: 'Fundamentos',
  level: 'basic',
  hours: 2,
  assigned: true,
  lastActivityAt: null,
  progress: { percent: 0, completedItems: 0, requiredItems: 4, secondsSpent: 0, state: 'not_started' },
});

const HOME: LearnerHome = learnerHomeSchema.parse({
  continueLearning: {
    routeId: ALTURAS.id,
    routeTitle: ALTURAS.title,
    stepTitle: 'Inspección del arnés',
    href: '/rutas/ruta-1/contenido-3',
    percent: 40,
    lastActivityAt: '2025-03-10T15:00:00.000Z',
  },
  inProgress: [ALTURAS],
  assigned: [INDUCCION],
  recommended: [
    {
      id: 'ruta-5',
      title: 'Espacios confinados',
      summary: 'Permisos de trabajo, atmósferas peligrosas y rescate.',
      category: 'Riesgos críticos',
      hours: 6,
      level: 'advanced',
      coverUrl: null,
      reason: 'category',
    },
  ],
});

const DOCUMENT: DocumentCard = {
  id: 'doc-1',
  title: 'Guía de inspección de arneses',
  summary: 'Cómo revisar un arnés antes de usarlo.',
  topic: 'alturas',
  kind: 'guide',
  publishedOn: '2025-03-05',
  hasFile: true,
  url: null,
  favorite: false,
  match: null,
};
const NORM: NormCard = {
  id: 'norma-4272',
  type: 'resolucion',
  number: '4272',
  year: 2021,
  title: 'Resolución 4272 de 2021',
  issuer: 'Ministerio del Trabajo',
  subject: 'Requisitos mínimos de seguridad para el trabajo en alturas',
  summary: '',
  topic: 'alturas',
  status: 'in_force',
  statusNote: '',
  replacedBy: null,
  favorite: false,
  match: null,
};

const library = (documents: DocumentCard[], norms: NormCard[]): MockRoutes => ({
  'GET /api/library/documents': {
    body: documentListSchema.parse({ items: documents, total: documents.length, page: 1, pageSize: 4 }),
  },
  'GET /api/library/norms': { body: normListSchema.parse({ items: norms, total: norms.length, page: 1, pageSize: 4 }) },
});

async function renderHome(api: MockRoutes) {
  const view = renderApp('/inicio', { user: learnerUser, api: { ...NO_PROGRESS_API, ...api } });
  await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 4000 });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the training plan first, most urgent first, with the due date and «Atrasada» on overdue ones', async () => {
    await renderHome({
      'GET /api/learner/home': { body: HOME },
      ...library([DOCUMENT], [NORM]),
      'GET /api/training-plans/mine': {
        body: {
          items: [
            {
              routeId: 'ruta-9',
              routeTitle: 'Plan de emergencias',
              dueDate: '2026-02-15',
              mandatory: true,
              status: 'overdue',
            },
            {
              routeId: 'ruta-2',
              routeTitle: 'Inducción en SST',
              dueDate: '2026-04-30',
              mandatory: false,
              status: 'assigned',
            },
            {
              routeId: 'ruta-1',
              routeTitle: 'Trabajo en alturas',
              dueDate: '2026-01-10',
              mandatory: true,
              status: 'completed_on_time',
            },
          ],
        },
      },
    });
    const plan = await screen.findByRole('region', { name: 'Mi plan de capacitación' });
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Plan de emergencias' })).toHaveAttribute(
      'href',
      '/rutas/ruta-9',
    );
    expect(within(items[0]!).getByText('Fecha límite: 15 de febrero de 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Atrasada')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Fecha límite: 30 de abril de 2026')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Atrasada')).toBeNull();
    // Above everything else on the page.
    const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-labelledby'));
    expect(sections[0]).toBe('assigned-routes-title');
  });

  it('greets the learner and shows where to continue, routes in progress, assigned and recommended', async () => {
    const { api } = await renderHome({ 'GET /api/learner/home': { body: HOME }, ...library([DOCUMENT], [NORM]) });
    expect(screen.getByText(`¡Hola, ${learnerUser.nombre}!`)).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Academia SST');

    const next = await screen.findByRole('region', { name: 'Continuar donde quedó' });
    expect(within(next).getByRole('heading', { level: 3, name: ALTURAS.title })).toBeInTheDocument();
    expect(within(next).getByText('Inspección del arnés')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/rutas/ruta-1/contenido-3');
    expect(within(next).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    const inProgress = within(region('Mis rutas en curso')).getByRole('list', { name: 'Mis rutas en curso' });
    expect(within(inProgress).getByRole('link', { name: ALTURAS.title })).toHaveAttribute('href', '/rutas/ruta-1');
    expect(within(inProgress).getByRole('progressbar')).toHaveAccessibleName(
      `Avance en ${ALTURAS.title}: ${formatPercent(40)}`,
    );
    expect(within(inProgress).getByText('Riesgos críticos · Intermedio · 4 h')).toBeInTheDocument();

    const assigned = region('Rutas asignadas');
    expect(within(assigned).getByRole('link', { name: INDUCCION.title })).toHaveAttribute('href', '/rutas/ruta-2');
    expect(within(assigned).getByText('Asignada')).toBeInTheDocument();
    expect(within(assigned).getByText('Sin iniciar')).toBeInTheDocument();

    const recommended = region('Recomendadas para usted');
    expect(within(recommended).getByRole('link', { name: 'Espacios confinados' })).toHaveAttribute(
      'href',
      '/rutas/ruta-5',
    );
    expect(within(recommended).getByText('Porque sigue rutas de Riesgos críticos')).toBeInTheDocument();

    const news = region('Novedades de las bibliotecas');
    expect(await within(news).findByRole('link', { name: DOCUMENT.title })).toHaveAttribute(
      'href',
      '/bibliotecas/educativa-sst/doc-1',
    );
    expect(within(news).getByText('Guía · Trabajo en alturas · 5 de marzo de 2025')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: NORM.title })).toHaveAttribute(
      'href',
      '/bibliotecas/legislativa-sst/norma-4272',
    );
    expect(within(news).getByText(`Vigente · ${NORM.subject}`)).toBeInTheDocument();
    const [documentsRequest] = api.requestsTo('GET /api/library/documents');
    expect(documentsRequest?.search.get('sort')).toBe('newest');
    expect(documentsRequest?.search.get('pageSize')).toBe('4');
  });

  it('points a new learner to the catalog and shows no empty sections', async () => {
    await renderHome({ 'GET /api/learner/home': { body: EMPTY_LEARNER_HOME } });
    const next = await screen.findByRole('region', { name: 'Continuar donde quedó' });
    expect(within(next).getByText(NOTHING_TO_CONTINUE_TEXT)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Explorar las rutas de aprendizaje' })).toHaveAttribute(
      'href',
      '/rutas',
    );
    expect(screen.queryByRole('region', { name: 'Mis rutas en curso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rutas asignadas' })).not.toBeInTheDocument();
    expect(
      await within(region('Novedades de las bibliotecas')).findByText(
        'La biblioteca educativa todavía no tiene documentos.',
      ),
    ).toBeInTheDocument();
  });

  it('explains a failed library list while the rest of the page works', async () => {
    await renderHome({
      'GET /api/learner/home': { body: HOME },
      'GET /api/library/norms': errorResponse(500, 'INTERNAL_ERROR'),
    });
    const news = await screen.findByRole('region', { name: 'Novedades de las bibliotecas' });
    expect(await within(news).findByRole('alert')).toHaveTextContent(errorMessages.INTERNAL_ERROR);
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('never animates or hides a section: nothing moves once painted (no reveal on scroll)', async () => {
    const observer = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor() {
          observer();
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    await renderHome({ 'GET /api/learner/home': { body: HOME } });
    await screen.findByRole('region', { name: 'Recomendadas para usted' });
    expect(document.querySelectorAll('[data-reveal]')).toHaveLength(0);
    for (const section of document.querySelectorAll('section')) {
      expect(getComputedStyle(section).animationName || 'none').toBe('none');
      expect(getComputedStyle(section).opacity).not.toBe('0');
    }
    expect(observer).not.toHaveBeenCalled();
  });

  it('offers to resume a test left half-way, once, with the link that resumes it', async () => {
    const body = learnerHomeSchema.parse({
      ...HOME,
      continueLearning: { ...HOME.continueLearning, href: '/rutas/ruta-1/pretest', stepTitle: 'Prueba inicial' },
      openTests: [
        {
          routeId: ALTURAS.id,
          routeTitle: ALTURAS.title,
          kind: 'pretest',
          href: '/rutas/ruta-1/pretest',
          startedAt: '2025-03-10T15:00:00.000Z',
        },
      ],
    });
    await renderHome({ 'GET /api/learner/home': { body } });
    const next = await screen.findByRole('region', { name: 'Continuar donde quedó' });
    expect(
      within(next).getByRole('heading', { level: 3, name: `Prueba inicial sin terminar: ${ALTURAS.title}` }),
    ).toBeInTheDocument();
    // In Colombia's time (15:00 UTC is 10:00 in Bogotá), and with one period at the end, not "a. m..".
    expect(
      within(next).getByText(
        /^La empezó el 10 de marzo de 2025\D+10:00\sa\.\sm\. y sus respuestas están guardadas: siga desde la pregunta donde quedó\.$/,
      ),
    ).toBeInTheDocument();
    const resume = within(next).getByRole('link', { name: 'Reanudar la prueba inicial' });
    expect(resume).toHaveAttribute('href', '/rutas/ruta-1/pretest');
    // The route's next step is that same test: no second "Continuar" to it.
    expect(within(next).queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(within(next).queryByText(NOTHING_TO_CONTINUE_TEXT)).not.toBeInTheDocument();
  });

  it('lists finished routes with their certificate and never says nothing was started', async () => {
    const finished = {
      ...buildLearnerRoute({
        id: 'ruta-9',
        title: 'Trabajo seguro en alturas',
        progress: { percent: 100, completedItems: 4, requiredItems: 4, secondsSpent: 900, state: 'completed' },
      }),
      testScore: 88,
      certificate: { code: 'SST-7K3M-Q9PX-2HDA', downloadUrl: '/api/certificates/SST-7K3M-Q9PX-2HDA/pdf' },
    };
    const body = learnerHomeSchema.parse({
      ...EMPTY_LEARNER_HOME,
      finished: [finished],
      nextRoute: { ...HOME.recommended[0], reason: 'category' },
      recommended: HOME.recommended,
    });
    await renderHome({ 'GET /api/learner/home': { body } });
    const next = await screen.findByRole('region', { name: 'Continuar donde quedó' });
    expect(within(next).getByText(NOTHING_HALF_WAY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_TO_CONTINUE_TEXT)).not.toBeInTheDocument();

    const done = region('Rutas terminadas');
    expect(within(done).getByRole('link', { name: 'Trabajo seguro en alturas' })).toHaveAttribute(
      'href',
      '/rutas/ruta-9',
    );
    expect(within(done).getByText('Evaluación final aprobada: 88 de 100')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Descargar certificado (PDF)' })).toHaveAttribute(
      'href',
      '/api/certificates/SST-7K3M-Q9PX-2HDA/pdf',
    );
    expect(within(done).getByRole('link', { name: 'Verificar' })).toHaveAttribute(
      'href',
      '/verificar/SST-7K3M-Q9PX-2HDA',
    );

    const suggested = region('Siguiente ruta sugerida');
    expect(within(suggested).getByRole('link', { name: 'Espacios confinados' })).toHaveAttribute(
      'href',
      '/rutas/ruta-5',
    );
    // Suggested once: not again among the recommendations.
    expect(screen.queryByRole('region', { name: 'Recomendadas para usted' })).not.toBeInTheDocument();
  });
});
