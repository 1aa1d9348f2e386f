import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  documentKindLabels,
  libraryTopicLabels,
  normStatusLabels,
  type DocumentCard,
  type NormCard,
} from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatDate } from '../../../lib/format';
import { useRecentDocuments, useRecentNorms } from '../api/get-learner-home';

interface RecentListProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  empty: string;
  /** Where the whole library is. */
  moreHref: string;
  moreLabel: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

function RecentList<T>({ title, query, empty, moreHref, moreLabel, getKey, renderItem }: RecentListProps<T>) {
  const titleId = useId();
  let body: ReactNode;
  if (query.data === undefined) {
    body = query.isError ? (
      <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingScreen fullScreen={false} label={`Cargando ${title.toLocaleLowerCase('es-CO')}…`} />
    );
  } else if (query.data.length === 0) {
    body = <Typography>{empty}</Typography>;
  } else {
    body = (
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {query.data.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {body}
      <Link component={RouterLink} to={moreHref} sx={{ display: 'inline-block', mt: 1.5 }}>
        {moreLabel}
      </Link>
    </Box>
  );
}

// A date without time is read at noon UTC, so no time zone of the Americas shows it as the day before.
function Entry({ href, title, details }: { href: string; title: string; details: string }) {
  return (
    <>
      <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600 }}>
        {title}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {details}
      </Typography>
    </>
  );
}

/** The newest documents and norms of both libraries, each linking to its page. */
export function RecentLibrary() {
  const documents = useRecentDocuments();
  const norms = useRecentNorms();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <RecentList<DocumentCard>
        title="Biblioteca educativa"
        query={documents}
        empty="La biblioteca educativa todavía no tiene documentos."
        moreHref={paths.documents()}
        moreLabel="Ver toda la biblioteca educativa"
        getKey={(document) => document.id}
        renderItem={(document) => (
          <Entry
            href={paths.document(document.id)}
            title={document.title}
            details={`${documentKindLabels[document.kind]} · ${libraryTopicLabels[document.topic]} · ${formatDate(`${document.publishedOn}T12:00:00Z`)}`}
          />
        )}
      />
      <RecentList<NormCard>
        title="Biblioteca legislativa"
        query={norms}
        empty="La biblioteca legislativa todavía no tiene normas."
        moreHref={paths.norms()}
        moreLabel="Ver toda la biblioteca legislativa"
        getKey={(norm) => norm.id}
        renderItem={(norm) => (
          <Entry
            href={paths.norm(norm.id)}
            title={norm.title}
            details={`${normStatusLabels[norm.status]} · ${norm.subject}`}
          />
        )}
      />
    </Box>
  );
}
