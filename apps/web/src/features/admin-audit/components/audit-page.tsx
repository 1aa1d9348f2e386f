import { auditActionLabels } from '@academia/shared';
import { PagedResults } from '../../../components/paged-results';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { formatCount } from '../../../lib/format';
import { useAudit } from '../api/get-audit';
import { AuditTable } from './audit-table';

export const NO_ENTRIES_TEXT = 'No hay registros que coincidan con los filtros.';

const actionOptions = Object.entries(auditActionLabels).sort(([, a], [, b]) => a.localeCompare(b, 'es'));
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `/admin/auditoria`: who changed what and when, read-only. Every filter lives in the address
 * (`?quien=&accion=&desde=&hasta=&entidad=&q=&pagina=`), so a filtered view can be reloaded or shared.
 */
export function AuditPage() {
  const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
  const actor = searchParams.get('quien') ?? '';
  const action = searchParams.get('accion') ?? '';
  const entityId = searchParams.get('entidad') ?? '';
  const from = searchParams.get('desde') ?? '';
  const to = searchParams.get('hasta') ?? '';
  const [actorText, setActorText] = useState(actor);
  const debouncedActor = useDebouncedValue(actorText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedActor !== actor) updateParams({ quien: debouncedActor, pagina: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only react to the typed text settling
  }, [debouncedActor]);
  const titleId = useId();

  const audit = useAudit({
    actor,
    action,
    entityId,
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    q,
    page,
    pageSize,
  });
  const filtered = Boolean(actor || action || entityId || from || to || q);
  const caption = audit.data
    ? `Registro de auditoría: ${formatCount(audit.data.total, 'registro', 'registros')}`
    : 'Registro de auditoría';

  return (
    <>
      <PageHeader
        title="Auditoría"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Cada cambio hecho en la administración: quién, cuándo, desde qué IP y qué cambió. Nadie puede editar ni borrar estos registros."
      />
      <Paper variant="outlined">
        <Box
          component="form"
          role="search"
          aria-label="Filtros de auditoría"
          onSubmit={(event) => event.preventDefault()}
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TextField
            id="audit-actor"
            label="Quién"
            placeholder="Nombre de la persona"
            type="search"
            value={actorText}
            onChange={(event) => setActorText(event.target.value)}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <TextField
            id="audit-action"
            select
            label="Acción"
            value={action}
            onChange={(event) => updateParams({ accion: event.target.value, pagina: null })}
            sx={{ width: { xs: '100%', sm: 260 } }}
          >
            <MenuItem value="">Todas las acciones</MenuItem>
            {actionOptions.map(([code, label]) => (
              <MenuItem key={code} value={code}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="audit-q"
            label="Entidad"
            placeholder="Nombre de la ruta, norma, archivo…"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <TextField
            id="audit-from"
            label="Desde"
            type="date"
            value={from}
            onChange={(event) => updateParams({ desde: event.target.value, pagina: null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="audit-to"
            label="Hasta"
            type="date"
            value={to}
            onChange={(event) => updateParams({ hasta: event.target.value, pagina: null })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {filtered && (
            <Button
              onClick={() => {
                setActorText('');
                setSearch('');
                updateParams({
                  quien: null,
                  accion: null,
                  entidad: null,
                  desde: null,
                  hasta: null,
                  q: null,
                  pagina: null,
                });
              }}
              sx={{ alignSelf: 'center' }}
            >
              Quitar filtros
            </Button>
          )}
        </Box>
        <Typography id={titleId} component="h2" sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {audit.data ? formatCount(audit.data.total, 'registro', 'registros') : 'Registros'}
        </Typography>
        <PagedResults
          query={audit}
          titleId={titleId}
          loadingLabel="Cargando registros"
          emptyText={filtered ? NO_ENTRIES_TEXT : 'Aún no hay cambios registrados.'}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => updateParams({ pagina: String(next) })}
          onPageSizeChange={(size) => updateParams({ tamano: size, pagina: null })}
        >
          {(items) => <AuditTable entries={items} caption={caption} />}
        </PagedResults>
      </Paper>
    </>
  );
}
