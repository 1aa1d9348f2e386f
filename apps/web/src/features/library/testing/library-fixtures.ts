import {
  documentCardSchema,
  documentDetailSchema,
  normCardSchema,
  normDetailSchema,
  type DocumentCard,
  type DocumentDetail,
  type NormCard,
  type NormDetail,
} from '@academia/shared';

/*
 * Answers of the library endpoints for tests. Each builder parses with the shared schema, so a fixture that drifts
 * from the contract fails loudly instead of testing a shape the server never sends.
 */

export function buildDocumentCard(overrides: Partial<DocumentCard> = {}): DocumentCard {
  return documentCardSchema.parse({
    id: 'doc-1',
    title: 'Guía de trabajo seguro en alturas',
    summary: 'Cómo planear, autorizar y supervisar tareas por encima de 2 metros.',
    topic: 'alturas',
    kind: 'guide',
    publishedOn: '2024-03-01',
    hasFile: true,
    url: null,
    favorite: false,
    match: null,
    ...overrides,
  });
}

export function buildDocumentDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  const { match: _match, ...card } = buildDocumentCard();
  return documentDetailSchema.parse({
    ...card,
    file: { id: 'f-1', name: 'guia-alturas.pdf', mime: 'application/pdf', size: 2_516_582, url: '/api/files/f-1' },
    related: [{ id: 'doc-2', title: 'Formato de permiso de trabajo en alturas', kind: 'template' }],
    relatedNorms: [{ id: 'norma-4272', title: 'Resolución 4272 de 2021', status: 'in_force' }],
    ...overrides,
  });
}

export function buildNormCard(overrides: Partial<NormCard> = {}): NormCard {
  return normCardSchema.parse({
    id: 'norma-4272',
    type: 'resolucion',
    number: '4272',
    year: 2021,
    title: 'Resolución 4272 de 2021',
    issuer: 'Ministerio del Trabajo',
    subject: 'Requisitos mínimos de seguridad para el trabajo en alturas',
    summary: 'Establece los requisitos de seguridad para desarrollar trabajo en alturas.',
    topic: 'alturas',
    status: 'in_force',
    statusNote: '',
    replacedBy: null,
    favorite: false,
    match: null,
    ...overrides,
  });
}

/** Resolución 1409 de 2012: repealed by Resolución 4272 de 2021. */
export function buildRepealedNormDetail(overrides: Partial<NormDetail> = {}): NormDetail {
  const { match: _match, ...card } = buildNormCard({
    id: 'norma-1409',
    number: '1409',
    year: 2012,
    title: 'Resolución 1409 de 2012',
    status: 'repealed',
    statusNote: 'Derogada expresamente por el artículo 85 de la Resolución 4272 de 2021.',
    replacedBy: { id: 'norma-4272', title: 'Resolución 4272 de 2021', status: 'in_force' },
  });
  return normDetailSchema.parse({
    ...card,
    sourceUrl: 'https://www.mintrabajo.gov.co/resolucion-1409-2012',
    textHtml: '<h2>Artículo 1</h2><p>Objeto y campo de aplicación.</p>',
    file: null,
    replaces: [{ id: 'norma-3673', title: 'Resolución 3673 de 2008', status: 'repealed' }],
    related: [{ id: 'norma-1072', title: 'Decreto 1072 de 2015', status: 'in_force' }],
    ...overrides,
  });
}

/** A list answer as the server sends it. */
export function listOf<T>(items: T[], { total = items.length, page = 1, pageSize = 20 } = {}) {
  return { items, total, page, pageSize };
}
