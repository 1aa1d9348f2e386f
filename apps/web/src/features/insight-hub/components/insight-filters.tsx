import { insightPeriodLabels, insightPeriods, type InsightPeriod } from '@academia/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CompanyPicker } from '../../../components/company-picker';
import { useInsightRoutes, type InsightFilters as Filters } from '../api/insights';

interface InsightFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** Whether a company may be chosen: only the Superadministrador (a lead sees their own company). */
  canChooseCompany: boolean;
  /** Whether to offer the route (the hub's funnel); the detail page is about one route already. */
  withRoute?: boolean;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Company (only for the Superadministrador, searched as they type: a Responsable SST sees their own), period and route. A custom
 * period asks for both days and says so when the last is before the first.
 */
export function InsightFilters({ filters, onChange, canChooseCompany, withRoute = false }: InsightFiltersProps) {
  const routes = useInsightRoutes();
  const badRange = filters.period === 'custom' && filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <Stack
      component="form"
      role="search"
      aria-label="Filtros de la analítica"
      direction={{ xs: 'column', sm: 'row' }}
      onSubmit={(event) => event.preventDefault()}
      sx={{ gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      {canChooseCompany && (
        <CompanyPicker
          id="insight-company"
          value={filters.companyId}
          allLabel="Todas las empresas"
          onChange={(companyId) => onChange({ companyId })}
        />
      )}
      <TextField
        select
        label="Periodo"
        value={filters.period}
        onChange={(event) => onChange({ period: event.target.value as InsightPeriod })}
        slotProps={nativeSelect}
        sx={{ minWidth: 200 }}
      >
        {insightPeriods.map((period) => (
          <option key={period} value={period}>
            {insightPeriodLabels[period]}
          </option>
        ))}
      </TextField>
      {filters.period === 'custom' && (
        <>
          <TextField
            type="date"
            label="Desde"
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
            helperText={filters.from === '' ? 'Elija la fecha inicial del periodo.' : undefined}
          />
          <TextField
            type="date"
            label="Hasta"
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
            error={badRange}
            helperText={
              badRange
                ? 'La fecha final debe ser igual o posterior a la inicial.'
                : filters.to === ''
                  ? 'Elija la fecha final del periodo.'
                  : undefined
            }
          />
        </>
      )}
      {withRoute && (
        <TextField
          select
          label="Ruta"
          value={filters.routeId}
          onChange={(event) => onChange({ routeId: event.target.value })}
          slotProps={nativeSelect}
          helperText={routes.isPending ? 'Cargando rutas…' : undefined}
          sx={{ minWidth: 260 }}
        >
          <option value="">Todas las rutas</option>
          {(routes.data?.items ?? []).map((route) => (
            <option key={route.id} value={route.id}>
              {route.title}
            </option>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
