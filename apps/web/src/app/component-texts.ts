import type { ThemeOptions } from '@mui/material/styles';
import { formatNumber } from '../lib/format';

type PageLink = 'first' | 'last' | 'next' | 'previous';

const pageLinkLabels: Record<PageLink, string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

/**
 * What MUI's components say on their own (pagination, autocomplete, alerts, breadcrumbs), in es-CO and in the usted
 * register (docs/writing.md). MUI ships a Spanish locale, but it builds an es-ES number formatter as soon as it is
 * imported: the first `Intl` formatter of a page loads the locale data, 40–90 ms of main thread on a desktop before
 * the first screen, four times that on the measured phone (docs/decisions/063). Numbers here go through `formatNumber`, which needs no locale data.
 */
export const componentTexts: ThemeOptions['components'] = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar la ruta completa' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: (type: PageLink) => pageLinkLabels[type],
      labelRowsPerPage: 'Filas por página:',
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        `${formatNumber(from)}–${formatNumber(to)} de ${count === -1 ? `más de ${formatNumber(to)}` : formatNumber(count)}`,
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Borrar',
      closeText: 'Cerrar',
      loadingText: 'Cargando…',
      noOptionsText: 'Sin resultados',
      openText: 'Abrir',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Páginas',
      getItemAriaLabel: (
        type: PageLink | 'page' | 'start-ellipsis' | 'end-ellipsis',
        page: number | null,
        selected: boolean,
      ) =>
        type === 'page'
          ? selected
            ? `Página ${String(page)}`
            : `Ir a la página ${String(page)}`
          : type === 'start-ellipsis' || type === 'end-ellipsis'
            ? 'Más páginas'
            : pageLinkLabels[type],
    },
  },
};
