import {
  documentListSchema,
  errorMessages,
  learnerHomeSchema,
  normListSchema,
  type DocumentCard,
  type LearnerHome,
  type NormCard,
} from '@academia/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { buildLearnerRoute, EMPTY_LEARNER_HOME, NO_PROGRESS_API } from '../../../testing/fixtures';
import { setScreenSize } from '../../../testing/match-media';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { NOTHING_TO_CONTINUE_TEXT } from './home-page';

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

  it('greets the learner and shows where to continue, routes in progress, assigned and recommended', async () => {
    const { api } = await renderHome({ 'GET /api/learner/home': { body: HOME }, ...library([DOCUMENT], [NORM]) });
    expect(screen.getByText(`¡Hola, ${learnerUser.nombre}!`)).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Academia SST');

    const next = await screen.findByRole('region', { name: 'Continuar donde quedaste' });
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

    const recommended = region('Recomendadas para ti');
    expect(within(recommended).getByRole('link', { name: 'Espacios confinados' })).toHaveAttribute(
      'href',
      '/rutas/ruta-5',
    );
    expect(within(recommended).getByText('Porque sigues rutas de Riesgos críticos')).toBeInTheDocument();

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
    const next = await screen.findByRole('region', { name: 'Continuar donde quedaste' });
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
    expect(await within(region('Novedades de las bibliotecas')).findByRole('alert')).toHaveTextContent(
      errorMessages.INTERNAL_ERROR,
    );
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('animates only the sections scrolled into view later, once, and never hides content while waiting', async () => {
    const callbacks = new Map<Element, IntersectionObserverCallback>();
    const disconnected = new Set<Element>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private target: Element | null = null;
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.target = target;
          callbacks.set(target, this.callback);
        }
        disconnect() {
          if (this.target) disconnected.add(this.target);
        }
        unobserve() {}
      },
    );
    await renderHome({ 'GET /api/learner/home': { body: HOME } });
    await screen.findByRole('region', { name: 'Recomendadas para ti' });
    const reveals = () => [...document.querySelectorAll('[data-reveal]')];
    expect(reveals().length).toBeGreaterThanOrEqual(4);
    const report = (element: Element, isIntersecting: boolean) => {
      act(() => {
        callbacks.get(element)?.([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    };
    const [first, ...rest] = reveals();
    if (!first) throw new Error('sin secciones');

    // The first section starts on screen: shown as it is. The others start below the fold.
    report(first, true);
    for (const element of rest) report(element, false);
    expect(first.getAttribute('data-reveal')).toBe('static');
    expect(rest.map((element) => element.getAttribute('data-reveal'))).toEqual(rest.map(() => 'waiting'));
    expect(reveals().every((element) => getComputedStyle(element).opacity !== '0')).toBe(true);

    // Scrolled into view: each rises once and stops watching.
    for (const element of rest) report(element, true);
    expect(rest.map((element) => element.getAttribute('data-reveal'))).toEqual(rest.map(() => 'animating'));
    expect(reveals().every((element) => disconnected.has(element))).toBe(true);
  });

  it('shows every section at once, without animation, when the learner asks for reduced motion', async () => {
    setScreenSize('wide', { reducedMotion: true });
    const constructed = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor() {
          constructed();
        }
        observe() {}
        disconnect() {}
      },
    );
    await renderHome({ 'GET /api/learner/home': { body: HOME } });
    await screen.findByRole('region', { name: 'Recomendadas para ti' });
    const reveals = [...document.querySelectorAll('[data-reveal]')];
    expect(reveals.length).toBeGreaterThanOrEqual(4);
    expect(reveals.every((element) => element.getAttribute('data-reveal') === 'static')).toBe(true);
    expect(reveals.every((element) => getComputedStyle(element).opacity !== '0')).toBe(true);
    expect(constructed).not.toHaveBeenCalled();
  });
});
