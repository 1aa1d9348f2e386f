import { adminCompanySchema, companyListSchema } from '@academia/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type HTMLAttributes } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { apiFetch } from '../lib/api-client';
import { formatNumber } from '../lib/format';

/** How many companies one search shows; more than that asks the person to type. */
export const COMPANY_PICKER_LIMIT = 20;
export const COMPANY_PICKER_DEBOUNCE_MS = 250;

const BASE = '/api/admin/companies';

interface CompanyOption {
  id: string;
  nombre: string;
}

// Under the companies' own key, so creating or editing a company refreshes what the picker shows.
export const companyPickerKeys = {
  all: ['admin', 'companies', 'picker'] as const,
  search: (q: string) => [...companyPickerKeys.all, 'search', q] as const,
  name: (id: string) => [...companyPickerKeys.all, 'name', id] as const,
};

/** The first active companies whose name or NIT matches `q`, and how many match in all. */
function useCompanySearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: companyPickerKeys.search(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: '1', pageSize: String(COMPANY_PICKER_LIMIT), status: 'active' });
      if (q) params.set('q', q);
      return apiFetch(`${BASE}?${params.toString()}`, { schema: companyListSchema, signal });
    },
    enabled,
    staleTime: 60_000,
    // The last results stay listed while the next search runs, rather than the list emptying at each pause.
    placeholderData: keepPreviousData,
  });
}

/** The name of the chosen company, which may not be among the results (it came from the address). */
function useCompanyName(id: string) {
  return useQuery({
    queryKey: companyPickerKeys.name(id),
    queryFn: async ({ signal }): Promise<CompanyOption> => {
      const company = await apiFetch(`${BASE}/${encodeURIComponent(id)}`, { schema: adminCompanySchema, signal });
      return { id: company.id, nombre: company.nombre };
    },
    enabled: id !== '',
    staleTime: 5 * 60_000,
  });
}

// The line that says more companies match than are listed, read by the list's status slot (a stable component).
const HintContext = createContext('');

function PickerStatus({
  children,
  ownerState: _ownerState,
  ...props
}: HTMLAttributes<HTMLDivElement> & { ownerState?: unknown }) {
  const hint = useContext(HintContext);
  return (
    <div {...props}>
      {children}
      {hint && (
        <Box
          sx={{ px: 2, py: 1, color: 'text.secondary', typography: 'body2', borderBottom: 1, borderColor: 'divider' }}
        >
          {hint}
        </Box>
      )}
    </div>
  );
}

function hintFor(search: string, shown: number, total: number): string {
  if (total <= shown) return '';
  if (!search)
    return `Se muestran las primeras ${shown}. Escriba para buscar entre las ${formatNumber(total)} empresas.`;
  return `${formatNumber(total)} empresas coinciden y se muestran ${shown}. Escriba más para acotar la búsqueda.`;
}

interface CompanyPickerProps {
  id: string;
  /** The chosen company's id; '' is none (every company when `allLabel` is given). */
  value: string;
  onChange: (companyId: string) => void;
  /** The label of a first choice that filters nothing out ("Todas las empresas"); without it a company is required. */
  allLabel?: string;
  label?: string;
  /** Its width from tablets up (pixels, or '100%' in a dialog); on phones it takes the whole line. */
  width?: number | string;
  helperText?: string;
}

/**
 * Chooses a company by typing part of its name or NIT: the server searches the active companies (debounced) and
 * lists the first {@link COMPANY_PICKER_LIMIT}, saying when more match. The chosen company's name shows even when it
 * is not among the results.
 */
export function CompanyPicker({
  id,
  value,
  onChange,
  allLabel,
  label = 'Empresa',
  width = 280,
  helperText,
}: CompanyPickerProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // What the person typed; cleared when the box shows the chosen option's name instead.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), COMPANY_PICKER_DEBOUNCE_MS);
  const results = useCompanySearch(search, open);
  const chosenName = useCompanyName(value);

  // Stable objects: the combobox resets its text whenever the value it is given is a new object.
  const all = useMemo<CompanyOption | null>(
    () => (allLabel === undefined ? null : { id: '', nombre: allLabel }),
    [allLabel],
  );
  const named = chosenName.data;
  const failed = chosenName.isError;
  const chosen = useMemo<CompanyOption | null>(() => {
    if (value === '') return all;
    return named ?? { id: value, nombre: failed ? 'Empresa no disponible' : 'Cargando la empresa…' };
  }, [value, all, named, failed]);
  const found = results.data?.items.map((c) => ({ id: c.id, nombre: c.nombre })) ?? [];
  const options = all && !search ? [all, ...found] : found;
  const waiting = typed.trim() !== search || results.isFetching;
  const hint = results.data && !waiting ? hintFor(search, results.data.items.length, results.data.total) : '';

  return (
    <HintContext value={hint}>
      <Autocomplete
        id={id}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={chosen}
        onChange={(_event, next) => {
          if (next && next.id) queryClient.setQueryData(companyPickerKeys.name(next.id), next);
          setTyped('');
          onChange(next?.id ?? '');
        }}
        onInputChange={(_event, next, reason) => setTyped(reason === 'input' ? next : '')}
        options={options}
        // The server already filtered by the typed text.
        filterOptions={(list) => list}
        getOptionLabel={(option) => option.nombre}
        getOptionKey={(option) => option.id || 'todas'}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        // A filter is cleared with the button or «Todas las empresas»; a required choice cannot be emptied.
        disableClearable={all === null || value === ''}
        loading={waiting}
        loadingText="Buscando empresas…"
        noOptionsText={results.isError ? 'No se pudieron cargar las empresas.' : 'Sin resultados.'}
        clearText="Quitar la empresa elegida"
        openText="Abrir la lista de empresas"
        closeText="Cerrar la lista de empresas"
        slots={{ status: PickerStatus }}
        sx={{ width: { xs: '100%', sm: width } }}
        renderInput={(params) => (
          <TextField {...params} label={label} placeholder="Escriba el nombre o el NIT" helperText={helperText} />
        )}
      />
    </HintContext>
  );
}
