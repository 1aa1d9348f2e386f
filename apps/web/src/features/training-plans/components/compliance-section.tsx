import {
  COMPLIANCE_STATUSES,
  complianceStatusLabels,
  type AssignmentOptions,
  type ComplianceStatus,
} from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/filter-fields';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { formatCalendarDay, formatShortDate } from '../../../lib/format';
import { complianceExportUrl, PAGE_SIZE, useCompliance, type ComplianceFilters } from '../api/training-plans';

const statusColor: Record<ComplianceStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  assigned: 'default',
  in_progress: 'info',
  completed_on_time: 'success',
  completed_late: 'warning',
  overdue: 'error',
  expired: 'error',
};

/** Where each covered person stands on each assigned route, with filters, counts and the CSV export. */
export function ComplianceSection({ options }: { options: AssignmentOptions }) {
  const [searchParams] = useSearchParams();
  // A link from elsewhere (the PHVA cycle's training standards) opens the table on one company: `?empresa=<id>`.
  const [filters, setFilters] = useState<ComplianceFilters>(() => {
    const wanted = searchParams.get('empresa') ?? '';
    const companyId = options.companies.some((c) => c.id === wanted) ? wanted : '';
    return { companyId, routeId: '', status: '' };
  });
  const [page, setPage] = useState(1);
  const compliance = useCompliance(filters, page);
  const change = (patch: Partial<ComplianceFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const data = compliance.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="compliance-title">
      <Typography id="compliance-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Cumplimiento
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {options.companies.length > 1 && (
          <FilterSelect
            id="compliance-company"
            label="Empresa"
            value={filters.companyId}
            onChange={(companyId) => change({ companyId })}
            options={options.companies.map((c) => ({ value: c.id, label: c.nombre }))}
            allLabel="Todas"
            width={240}
          />
        )}
        <FilterSelect
          id="compliance-route"
          label="Ruta"
          value={filters.routeId}
          onChange={(routeId) => change({ routeId })}
          options={options.routes.map((r) => ({ value: r.id, label: r.title }))}
          allLabel="Todas"
          width={240}
        />
        <FilterSelect<ComplianceStatus | ''>
          id="compliance-status"
          label="Estado"
          value={filters.status}
          onChange={(status) => change({ status })}
          options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: complianceStatusLabels[s] }))}
          allLabel="Todos"
          width={220}
        />
        <Button
          component="a"
          href={complianceExportUrl(filters)}
          download
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          Exportar CSV
        </Button>
      </Stack>
      {compliance.isError && <LoadErrorAlert error={compliance.error} onRetry={() => void compliance.refetch()} />}
      {data && (
        <>
          <Typography component="p" sx={{ mb: 2 }} aria-live="polite">
            {COMPLIANCE_STATUSES.map((s) => `${complianceStatusLabels[s]}: ${String(data.counts[s])}`).join(' · ')}
          </Typography>
          {data.items.length === 0 ? (
            <Typography>No hay personas con rutas asignadas que coincidan con estos filtros.</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label="Cumplimiento por persona y ruta" size="small">
                <TableHead>
                  <TableRow>
                    {['Persona', 'Empresa', 'Cargo', 'Ruta', 'Fecha límite', 'Estado', 'Certificado'].map((c) => (
                      <TableCell key={c} component="th" scope="col">
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((row) => (
                    <TableRow key={`${row.userId}-${row.routeId}`}>
                      <TableCell component="th" scope="row">
                        {row.userName}
                      </TableCell>
                      <TableCell>{row.companyName ?? '—'}</TableCell>
                      <TableCell>{row.cargo ?? '—'}</TableCell>
                      <TableCell>{row.routeTitle}</TableCell>
                      <TableCell>{formatCalendarDay(row.dueDate)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={statusColor[row.status]}
                          label={complianceStatusLabels[row.status]}
                        />
                      </TableCell>
                      <TableCell>
                        {row.certificateIssuedAt ? `Emitido ${formatShortDate(row.certificateIssuedAt)}` : '—'}
                        {row.certificateExpiresAt ? ` · vence ${formatShortDate(row.certificateExpiresAt)}` : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page}
              onChange={(_e, next) => setPage(next)}
              getItemAriaLabel={(type, n) =>
                type === 'page' ? `Página ${String(n)}` : type === 'next' ? 'Página siguiente' : 'Página anterior'
              }
            />
          )}
        </>
      )}
    </section>
  );
}
