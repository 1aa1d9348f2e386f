import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PublicConfig } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { formatCount } from '../../../lib/format';
import { faqEntries, filterFaq } from '../faq-entries';
import { ContactDetails } from './contact-section';
import { FaqList } from './faq-list';

export const NO_QUESTIONS_TEXT = 'Ninguna pregunta coincide con su búsqueda. Pruebe con otras palabras o escríbanos.';

function HelpSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The public config (provider and contact), loaded by the page's route, which composes the features. */
export type PublicConfigQuery = UseQueryResult<PublicConfig>;

function Contact({ config }: { config: PublicConfigQuery }) {
  if (config.data) return <ContactDetails config={config.data} />;
  return config.isError ? (
    <LoadErrorAlert error={config.error} onRetry={() => void config.refetch()} />
  ) : (
    <LoadingScreen fullScreen={false} label="Cargando los datos de contacto…" />
  );
}

/** `/ayuda`: questions about using the platform, filtered as the learner types; contact; the data policy. */
export function HelpPage({ config }: { config: PublicConfigQuery }) {
  const [query, setQuery] = useState('');
  // Filtering a dozen entries is instant, but typing must never wait for the list.
  const deferred = useDeferredValue(query);
  const entries = filterFaq(faqEntries, deferred);
  const searching = deferred.trim() !== '';

  return (
    <>
      <PageHeader
        title="Ayuda"
        breadcrumbs={[{ label: 'Inicio', to: paths.home() }]}
        description="Respuestas sobre cómo funciona la academia, cómo contactarnos y cómo tratamos sus datos."
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5, maxWidth: 880 }}>
        <HelpSection title="Preguntas frecuentes">
          <TextField
            type="search"
            label="Buscar en las preguntas frecuentes"
            placeholder="Por ejemplo: certificado, contraseña, prueba inicial"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            fullWidth
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ mb: 1 }}
          />
          <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary', minHeight: '1.5em' }}>
            {searching
              ? `${formatCount(entries.length, 'pregunta coincide', 'preguntas coinciden')} con «${deferred.trim()}».`
              : ''}
          </Typography>
          {entries.length > 0 ? (
            <FaqList entries={entries} />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography>{NO_QUESTIONS_TEXT}</Typography>
            </Paper>
          )}
        </HelpSection>
        <HelpSection title="Contacto">
          <Contact config={config} />
        </HelpSection>
        <HelpSection title="Sus datos personales">
          <Typography>
            Tratamos sus datos conforme a la Ley 1581 de 2012. Consulte qué datos guardamos, para qué, sus derechos y
            cómo ejercerlos en la{' '}
            <Link component={RouterLink} to={paths.dataPolicy()}>
              política de tratamiento de datos personales
            </Link>
            .
          </Typography>
        </HelpSection>
      </Box>
    </>
  );
}
