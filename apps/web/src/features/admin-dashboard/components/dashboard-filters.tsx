import {
  DASHBOARD_PERIODS,
  dashboardPeriodLabels,
  dashboardQuerySchema,
  type DashboardPeriod,
  type DashboardQueryInput,
} from '@academia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CompanyPicker } from '../../../components/company-picker';
import { FilterSelect } from '../../../components/filter-fields';

interface DashboardFiltersProps {
  query: DashboardQueryInput;
  onChange: (query: DashboardQueryInput) => void;
  /** Whether a company may be chosen: only the Superadministrador (a lead sees their own company). */
  canChooseCompany: boolean;
}

const periodOptions = DASHBOARD_PERIODS.map((value) => ({ value, label: dashboardPeriodLabels[value] }));

/** Company (Superadministrador only) and period; custom dates apply with a button, checked before they are sent. */
export function DashboardFilters({ query, onChange, canChooseCompany }: DashboardFiltersProps) {
  const period = query.period ?? '30d';
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dashboardQuerySchema.safeParse({ period: 'custom', from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange({ ...query, period: 'custom', from, to });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      {canChooseCompany && (
        <CompanyPicker
          id="dashboard-company"
          value={query.companyId ?? ''}
          allLabel="Todas las empresas"
          onChange={(companyId) => onChange({ ...query, companyId: companyId || undefined })}
          width={320}
        />
      )}
      <FilterSelect<DashboardPeriod>
        id="dashboard-period"
        label="Periodo"
        value={period}
        options={periodOptions}
        onChange={(next) =>
          next === 'custom'
            ? onChange({ ...query, period: 'custom', from: undefined, to: undefined })
            : onChange({ companyId: query.companyId, period: next })
        }
        width={220}
      />
      {period === 'custom' && (
        <Box
          component="form"
          noValidate
          onSubmit={applyDates}
          aria-label="Fechas del periodo"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TextField
            id="dashboard-from"
            label="Desde"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={Boolean(errors.from)}
            helperText={errors.from}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="dashboard-to"
            label="Hasta"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(errors.to)}
            helperText={errors.to}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
            Aplicar fechas
          </Button>
        </Box>
      )}
    </Box>
  );
}
