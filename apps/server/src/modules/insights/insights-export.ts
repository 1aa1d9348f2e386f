import { riskCriterionLabels, type InsightExport } from '@academia/shared';
import { writeCsv } from '../../infra/csv/csv-writer.js';
import type { CompanyScope } from '../auth/auth.plugin.js';
import type { InsightQueryInput, InsightsService } from './insights.service.js';

/** A decimal with a comma, as Excel in es-CO reads it; empty for no value. */
const decimal = (value: number | null, digits = 1) => (value === null ? '' : value.toFixed(digits).replace('.', ','));
const percent = (share: number | null) => (share === null ? '' : decimal(share * 100));

/**
 * Every Insight Hub table as CSV (UTF-8 with BOM, `;`, CRLF), with the same filters as the page and every row
 * (the page shows the first ones of the long lists).
 */
export async function insightCsv(
  insights: InsightsService,
  scope: CompanyScope,
  table: InsightExport,
  query: InsightQueryInput,
): Promise<string> {
  switch (table) {
    case 'funnel': {
      const { steps } = await insights.funnel(scope, query);
      return writeCsv(
        ['Paso', 'Personas', 'Abandonan', '% que abandona'],
        steps.map((s) => ({
          Paso: s.label,
          Personas: s.count,
          Abandonan: s.drop,
          '% que abandona': percent(s.dropShare),
        })),
      );
    }
    case 'gain-routes': {
      const { routes } = await insights.learningGain(scope, query);
      return writeCsv(
        [
          'Ruta',
          'Personas',
          'Prueba inicial: promedio',
          'Evaluación final: promedio',
          'Ganancia normalizada promedio (Hake)',
          'Prueba inicial: mediana',
          'Evaluación final: mediana',
          'Hake mediana',
          'Hake Q1',
          'Hake Q3',
        ],
        routes.map((r) => ({
          Ruta: r.title,
          Personas: r.people,
          'Prueba inicial: promedio': decimal(r.meanPre),
          'Evaluación final: promedio': decimal(r.meanPost),
          'Ganancia normalizada promedio (Hake)': decimal(r.meanHake, 2),
          'Prueba inicial: mediana': r.pre?.median ?? '',
          'Evaluación final: mediana': r.post?.median ?? '',
          'Hake mediana': decimal(r.hake?.median ?? null, 2),
          'Hake Q1': decimal(r.hake?.q1 ?? null, 2),
          'Hake Q3': decimal(r.hake?.q3 ?? null, 2),
        })),
      );
    }
    case 'gain-topics': {
      const { topics } = await insights.learningGain(scope, query);
      return writeCsv(
        [
          'Ruta',
          'Tema',
          'Respuestas en la prueba inicial',
          '% de acierto en la prueba inicial',
          'Respuestas en la evaluación final',
          '% de acierto en la evaluación final',
        ],
        topics.map((t) => ({
          Ruta: t.routeTitle,
          Tema: t.topic,
          'Respuestas en la prueba inicial': t.preAnswers,
          '% de acierto en la prueba inicial': percent(t.preCorrectShare),
          'Respuestas en la evaluación final': t.postAnswers,
          '% de acierto en la evaluación final': percent(t.postCorrectShare),
        })),
      );
    }
    case 'weak-topics': {
      const { topics } = await insights.weakTopics(scope, query, null);
      return writeCsv(
        ['Ruta', 'Tema', 'Respuestas', '% de acierto'],
        topics.map((t) => ({
          Ruta: t.routeTitle,
          Tema: t.topic,
          Respuestas: t.answers,
          '% de acierto': percent(t.correctShare),
        })),
      );
    }
    case 'failing-items': {
      const { items } = await insights.weakTopics(scope, query, null);
      return writeCsv(
        ['Ruta', 'Tema', 'Pregunta', 'Respuestas', '% de error'],
        items.map((i) => ({
          Ruta: i.routeTitle,
          Tema: i.topic,
          Pregunta: i.prompt,
          Respuestas: i.answers,
          '% de error': percent(i.wrongShare),
        })),
      );
    }
    case 'at-risk': {
      const { items } = await insights.atRisk(scope, query, null);
      return writeCsv(
        ['Persona', 'Correo', 'Empresa', 'Ruta', 'Criterios', 'Última actividad', 'Prueba inicial'],
        items.map((r) => ({
          Persona: r.nombre,
          Correo: r.email,
          Empresa: r.companyName,
          Ruta: r.routeTitle,
          Criterios: r.criteria.map((c) => riskCriterionLabels[c]).join(' / '),
          'Última actividad': r.lastActivityAt,
          'Prueba inicial': r.preScore,
        })),
      );
    }
    default:
      return routeCsv(insights, scope, table, query);
  }
}

async function routeCsv(
  insights: InsightsService,
  scope: CompanyScope,
  table: InsightExport,
  query: InsightQueryInput,
) {
  const detail = await insights.routeInsight(scope, query.routeId ?? '', query, null);
  switch (table) {
    case 'route-items':
      return writeCsv(
        [
          'Posición',
          'Contenido',
          'Tipo',
          'Obligatorio',
          'Abrieron',
          'Completaron',
          '% completado',
          'Minutos promedio',
          'Minutos estimados',
        ],
        detail.items.map((i) => ({
          Posición: i.position,
          Contenido: i.title,
          Tipo: i.kind,
          Obligatorio: i.required ? 'Sí' : 'No',
          Abrieron: i.started,
          Completaron: i.completed,
          '% completado': percent(i.completionShare),
          'Minutos promedio': decimal(i.meanSeconds === null ? null : i.meanSeconds / 60),
          'Minutos estimados': i.estimatedMinutes,
        })),
      );
    case 'route-bank':
      return writeCsv(
        ['Pregunta', 'Tema', 'Estado', 'Respuestas', '% de acierto', 'Dificultad', 'Discriminación'],
        detail.bank.map((b) => ({
          Pregunta: b.prompt,
          Tema: b.topic,
          Estado: b.status === 'active' ? 'Activa' : 'Retirada',
          Respuestas: b.answers,
          '% de acierto': percent(b.correctShare),
          Dificultad: decimal(b.difficulty, 2),
          Discriminación: decimal(b.discrimination, 2),
        })),
      );
    case 'route-companies':
      return writeCsv(
        [
          'Empresa',
          'Inscritos',
          'Aprobaron',
          'Prueba inicial: promedio',
          'Evaluación final: promedio',
          'Ganancia normalizada promedio (Hake)',
        ],
        detail.companies.map((c) => ({
          Empresa: c.companyName,
          Inscritos: c.enrolled,
          Aprobaron: c.passed,
          'Prueba inicial: promedio': decimal(c.meanPre),
          'Evaluación final: promedio': decimal(c.meanPost),
          'Ganancia normalizada promedio (Hake)': decimal(c.meanHake, 2),
        })),
      );
    default:
      return writeCsv(
        [
          'Persona',
          'Empresa',
          'Inscripción',
          'Contenidos completados',
          'Prueba inicial',
          'Mejor evaluación final',
          'Aprobó',
          'Última actividad',
        ],
        detail.learners.map((l) => ({
          Persona: l.nombre,
          Empresa: l.companyName,
          Inscripción: l.enrolledAt,
          'Contenidos completados': l.itemsCompleted,
          'Prueba inicial': l.preScore,
          'Mejor evaluación final': l.bestFinalScore,
          Aprobó: l.passed ? 'Sí' : 'No',
          'Última actividad': l.lastActivityAt,
        })),
      );
  }
}
