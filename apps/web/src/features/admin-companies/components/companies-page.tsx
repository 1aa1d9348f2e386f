import { paths } from '@academia/shared/paths';
import { RISK_CLASSES, riskClassLabels, type AdminCompany, type RiskClass } from '@academia/shared';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FilterSelect, SearchField } from '../../../components/filter-fields';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { formatCount } from '../../../lib/format';
import { useCompanies, useSetCompanyActive, type CompaniesQuery } from '../api/companies';
import { useDivipola } from '../api/divipola';
import { CompaniesTable } from './companies-table';
import { CompanyDialog } from './company-dialog';

const NEW_BUTTON_ID = 'admin-companies-new';
const newButton = () => document.getElementById(NEW_BUTTON_ID);

const STANDARD_OPTIONS = [
  { value: '7', label: '7 estándares' },
  { value: '21', label: '21 estándares' },
  { value: '60', label: '60 estándares' },
] as const;
const STATUS_OPTIONS = [
  { value: 'active', label: 'Activas' },
  { value: 'inactive', label: 'Inactivas' },
] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.includes(value as T) ? (value as T) : '';
}

interface CompaniesPageProps {
  /** The Superadministrador creates, edits and deactivates; a Responsable SST only reads their own company. */
  canManage: boolean;
}

/** `/admin/empresas`: the client companies, with search, filters and pages kept in the address. */
export function CompaniesPage({ canManage }: CompaniesPageProps) {
  const paged = usePagedSearchParams();
  const { searchParams, q, page, pageSize, search, setSearch, updateParams } = paged;
  const filters = {
    claseRiesgo: pick<RiskClass>(searchParams.get('riesgo'), RISK_CLASSES),
    estandares: pick(searchParams.get('estandares'), ['7', '21', '60'] as const),
    departamento: searchParams.get('departamento') ?? '',
    status: pick(searchParams.get('estado'), ['active', 'inactive'] as const),
  } satisfies Omit<CompaniesQuery, 'q' | 'page' | 'pageSize'>;
  const companies = useCompanies({ q, page, pageSize, ...filters });
  const divipola = useDivipola();
  const setActive = useSetCompanyActive();
  const [message, setMessage] = useState<string | null>(null);
  const editing = useDialogTarget<{ company: AdminCompany | null }>(newButton);
  const toggling = useDialogTarget<AdminCompany>(newButton);
  const captionId = useId();
  const data = companies.data;

  const confirmToggle = () => {
    const target = toggling.target;
    if (!target) return;
    setActive.mutate(
      { id: target.id, active: !target.active },
      {
        onSuccess: () => {
          setMessage(
            target.active ? `Empresa desactivada: «${target.nombre}».` : `Empresa reactivada: «${target.nombre}».`,
          );
          toggling.close();
        },
      },
    );
  };
  const filter = (key: string) => (value: string) => updateParams({ [key]: value, pagina: null });

  return (
    <>
      <PageHeader
        title="Empresas"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description={
          canManage
            ? 'Empresas clientes de la academia. El tamaño y la clase de riesgo deciden qué estándares mínimos de la Resolución 0312 de 2019 aplican.'
            : 'Los datos de su empresa. Si algo cambió, pida al administrador de la plataforma que lo actualice.'
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <SearchField
            id="companies-search"
            label="Buscar empresas"
            placeholder="Nombre o NIT"
            value={search}
            onChange={setSearch}
            width={280}
          />
          {canManage && (
            <>
              <FilterSelect
                id="companies-riesgo"
                label="Clase de riesgo"
                allLabel="Todas"
                value={filters.claseRiesgo}
                onChange={filter('riesgo')}
                options={RISK_CLASSES.map((value) => ({ value, label: riskClassLabels[value] }))}
                width={190}
              />
              <FilterSelect
                id="companies-estandares"
                label="Estándares"
                allLabel="Todos"
                value={filters.estandares}
                onChange={filter('estandares')}
                options={STANDARD_OPTIONS}
                width={160}
              />
              <FilterSelect
                id="companies-departamento"
                label="Departamento"
                allLabel="Todos"
                value={divipola.data ? filters.departamento : ''}
                onChange={filter('departamento')}
                options={(divipola.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
                width={220}
              />
              <FilterSelect
                id="companies-estado"
                label="Estado"
                allLabel="Todas"
                value={filters.status}
                onChange={filter('estado')}
                options={STATUS_OPTIONS}
                width={150}
              />
              <Button
                id={NEW_BUTTON_ID}
                variant="contained"
                startIcon={<AddIcon aria-hidden="true" />}
                onClick={(event) => {
                  setMessage(null);
                  editing.show({ company: null }, event.currentTarget);
                }}
                sx={{ ml: { md: 'auto' }, minHeight: 44 }}
              >
                Nueva empresa
              </Button>
            </>
          )}
        </Box>
        <Box role="status" sx={{ px: 2 }}>
          {message && (
            <Alert severity="success" sx={{ mb: 1 }}>
              {message}
            </Alert>
          )}
        </Box>
        <Typography id={captionId} component="h2" tabIndex={-1} sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {data ? formatCount(data.total, 'empresa', 'empresas') : 'Lista de empresas'}
        </Typography>
        {companies.isFetching && <LinearProgress aria-label="Cargando empresas" />}
        {companies.isPending && (
          <Typography role="status" sx={{ p: 3 }}>
            Cargando empresas…
          </Typography>
        )}
        {companies.isError && (
          <LoadErrorAlert error={companies.error} onRetry={() => void companies.refetch()} sx={{ m: 2 }} />
        )}
        {data && data.items.length === 0 && (
          <Typography role="status" sx={{ p: 3 }}>
            {q || Object.values(filters).some(Boolean)
              ? 'No hay empresas que coincidan con la búsqueda o los filtros.'
              : 'Aún no hay empresas. Cree la primera con «Nueva empresa».'}
          </Typography>
        )}
        {data && data.items.length > 0 && (
          <>
            <CompaniesTable
              companies={data.items}
              captionId={captionId}
              actions={
                canManage
                  ? {
                      onEdit: (company, opener) => {
                        setMessage(null);
                        editing.show({ company }, opener);
                      },
                      onToggleActive: (company, opener) => {
                        setActive.reset();
                        toggling.show(company, opener);
                      },
                    }
                  : null
              }
            />
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZE_OPTIONS}
              onPageChange={(_event, nextPage) => updateParams({ pagina: String(nextPage + 1) })}
              onRowsPerPageChange={(event) => updateParams({ tamano: event.target.value, pagina: null })}
            />
          </>
        )}
      </Paper>
      {editing.shown && (
        <CompanyDialog company={editing.target?.company ?? null} {...editing.props} onSaved={setMessage} />
      )}
      <ConfirmDialog
        {...toggling.props}
        title={toggling.target?.active === false ? '¿Reactivar esta empresa?' : '¿Desactivar esta empresa?'}
        confirmLabel={toggling.target?.active === false ? 'Reactivar' : 'Desactivar'}
        destructive={toggling.target?.active !== false}
        onConfirm={confirmToggle}
        pending={setActive.isPending}
        error={setActive.error}
      >
        {toggling.target?.active === false
          ? `«${toggling.target.nombre}» volverá a aparecer como activa.`
          : `«${toggling.target?.nombre ?? ''}» quedará inactiva. Sus personas, sus cuentas y sus registros de formación no cambian.`}
      </ConfirmDialog>
    </>
  );
}
