/** Where each library and its entries live in the app. */
export const LIBRARIES_PATH = '/bibliotecas';
export const DOCUMENTS_PATH = '/bibliotecas/educativa-sst';
export const NORMS_PATH = '/bibliotecas/legislativa-sst';

export const documentPath = (id: string) => `${DOCUMENTS_PATH}/${encodeURIComponent(id)}`;
export const normPath = (id: string) => `${NORMS_PATH}/${encodeURIComponent(id)}`;

export const LIBRARY_CRUMBS = [
  { label: 'Inicio', to: '/inicio' },
  { label: 'Bibliotecas', to: LIBRARIES_PATH },
] as const;
export const DOCUMENTS_TITLE = 'Biblioteca educativa SST';
export const NORMS_TITLE = 'Biblioteca legislativa SST';
