import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatCount } from '../../../lib/format';
import { useDocuments } from '../api/get-documents';
import { useNorms } from '../api/get-norms';
import { DocumentCard } from './document-card';
import { LibrariesSearchForm } from './libraries-search-form';
import { NormCard } from './norm-card';
import { DOCUMENTS_TITLE, NORMS_TITLE } from './library-pages';

/** The newest entries of each library: the list endpoints sort that way without a search. */
const NEWEST = { sort: 'newest', page: 1, pageSize: 3 } as const;

interface LibrarySectionProps<T> {
  id: string;
  title: string;
  description: string;
  to: string;
  noun: readonly [string, string];
  query: ReturnType<typeof useDocuments> | ReturnType<typeof useNorms>;
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

function LibrarySection<T>({
  id,
  title,
  description,
  to,
  noun,
  query,
  items,
  renderItem,
  itemKey,
}: LibrarySectionProps<T>) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '70ch' }}>{description}</Typography>
      {query.data && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{formatCount(query.data.total, ...noun)} en total</Typography>
      )}
      {query.isPending && <LoadingScreen fullScreen={false} label={`Cargando ${title.toLowerCase()}…`} />}
      {query.isError && <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} sx={{ mt: 2 }} />}
      {items && items.length > 0 && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
            Lo más reciente
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </Box>
        </>
      )}
      <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 2, minHeight: 44 }}>
        Ver toda la {title.replace('Biblioteca', 'biblioteca')}
      </Button>
    </Paper>
  );
}

/** `/bibliotecas`: what each library holds, its newest entries, and one search box for either. */
export function LibrariesPage() {
  const documents = useDocuments(NEWEST);
  const norms = useNorms(NEWEST);
  return (
    <>
      <PageHeader
        title="Bibliotecas"
        breadcrumbs={[{ label: 'Inicio', to: paths.home() }]}
        description="Consulte material de formación y la normativa colombiana de seguridad y salud en el trabajo."
      />
      <LibrariesSearchForm />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <LibrarySection
          id="library-documents-title"
          title={DOCUMENTS_TITLE}
          description="Guías, manuales, videos, infografías y formatos para aplicar el SG-SST en su empresa."
          to={paths.documents()}
          noun={['documento', 'documentos']}
          query={documents}
          items={documents.data?.items}
          itemKey={(item) => item.id}
          renderItem={(item) => <DocumentCard document={item} headingLevel="h4" />}
        />
        <LibrarySection
          id="library-norms-title"
          title={NORMS_TITLE}
          description="Leyes, decretos, resoluciones y circulares de SST en Colombia, con su estado (vigente, modificada o derogada) y la norma que las reemplaza."
          to={paths.norms()}
          noun={['norma', 'normas']}
          query={norms}
          items={norms.data?.items}
          itemKey={(item) => item.id}
          renderItem={(item) => <NormCard norm={item} headingLevel="h4" />}
        />
      </Box>
    </>
  );
}
