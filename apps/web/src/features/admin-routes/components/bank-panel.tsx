import type { AdminBank, AdminBankItem, AdminRoute } from '@academia/shared';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessageFor } from '../../../lib/api-client';
import { useBank, useCalibrateBank, useChangeBankItemStatus } from '../api/bank';
import { useReturnFocus } from '../hooks/use-return-focus';
import {
  activeSummary,
  activeTopicCounts,
  calibrationMessage,
  foldText,
  MIN_ANSWERS_FOR_CALIBRATION,
  questionsLabel,
  RECOMMENDED_BANK_SIZE,
  retiredLabel,
  shortPrompt,
} from './bank-format';
import { BankImportDialog } from './bank-import-dialog';
import { BankItemDialog } from './bank-item-dialog';
import { BankTable } from './bank-table';
import { ConfirmDialog } from './confirm-dialog';
import { VisuallyHidden } from './visually-hidden';

type StatusFilter = 'active' | 'retired' | 'all';

const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Activas' },
  { value: 'retired', label: 'Retiradas' },
  { value: 'all', label: 'Todas' },
];

interface Filters {
  topic: string;
  status: StatusFilter;
  search: string;
}

const NO_FILTERS: Filters = { topic: '', status: 'active', search: '' };

function matches(item: AdminBankItem, { topic, status, search }: Filters): boolean {
  if (topic && item.topic !== topic) return false;
  if (status !== 'all' && item.status !== status) return false;
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldText([item.prompt, item.topic, item.explanation, ...item.options.map((o) => o.text)].join(' '));
  return words.every((word) => text.includes(word));
}

interface RouteBankPanelProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

/** "Banco de preguntas": the items the adaptive pre-test and final test draw from, with their statistics. */
export function RouteBankPanel({ route, onNotice }: RouteBankPanelProps) {
  const bank = useBank(route.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useReturnFocus();
  const calibrate = useCalibrateBank(route.id);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dialog, setDialog] = useState<{ item: AdminBankItem | null; open: boolean } | null>(null);
  const [importing, setImporting] = useState<{ open: boolean } | null>(null);
  const [calibrating, setCalibrating] = useState(false);
  const loaded = bank.data !== undefined;
  const empty = bank.data?.items.length === 0;

  const openDialog = (item: AdminBankItem | null, opener: HTMLElement) => {
    focus.remember(opener, headingRef.current);
    setDialog({ item, open: true });
  };

  const openImport = (opener: HTMLElement) => {
    focus.remember(opener, headingRef.current);
    setImporting({ open: true });
  };

  const confirmCalibrate = () =>
    calibrate.mutate(undefined, {
      onSuccess: (result) => {
        setCalibrating(false);
        onNotice(calibrationMessage(result));
      },
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography ref={headingRef} component="h2" variant="h5" tabIndex={-1} sx={{ flexGrow: 1, mr: 1 }}>
          Banco de preguntas
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={!loaded}
          onClick={(event) => openDialog(null, event.currentTarget)}
        >
          Nueva pregunta
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          disabled={!loaded}
          onClick={(event) => openImport(event.currentTarget)}
        >
          Importar CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<TuneIcon aria-hidden="true" />}
          disabled={!loaded || empty}
          onClick={() => {
            calibrate.reset();
            setCalibrating(true);
          }}
        >
          Recalibrar dificultades
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        El pre-test y la evaluación final toman de aquí sus preguntas y las eligen según cómo va respondiendo cada
        aprendiz.
      </Typography>
      {bank.isPending ? (
        <LoadingScreen fullScreen={false} label="Cargando el banco de preguntas…" />
      ) : bank.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void bank.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageFor(bank.error)}
        </Alert>
      ) : bank.data.items.length === 0 ? (
        <Typography role="status" sx={{ py: 3 }}>
          Esta ruta todavía no tiene preguntas. Crea la primera o importa un CSV.
        </Typography>
      ) : (
        <BankList
          routeId={route.id}
          bank={bank.data}
          filters={filters}
          onFiltersChange={setFilters}
          onEdit={openDialog}
          onNotice={onNotice}
        />
      )}
      {dialog && (
        <BankItemDialog
          routeId={route.id}
          item={dialog.item}
          topics={bank.data?.topics ?? []}
          defaultTopic={filters.topic}
          open={dialog.open}
          onClose={() => setDialog((current) => current && { ...current, open: false })}
          onSaved={onNotice}
          onExited={() => {
            setDialog(null);
            focus.restore();
          }}
        />
      )}
      {importing && (
        <BankImportDialog
          routeId={route.id}
          open={importing.open}
          onClose={() => setImporting({ open: false })}
          onExited={() => {
            setImporting(null);
            focus.restore();
          }}
        />
      )}
      <ConfirmDialog
        open={calibrating}
        title="¿Recalibrar las dificultades?"
        confirmLabel="Recalibrar"
        onConfirm={confirmCalibrate}
        onClose={() => setCalibrating(false)}
        pending={calibrate.isPending}
        error={calibrate.error}
      >
        Re-estima la dificultad y la discriminación de las preguntas con al menos {MIN_ANSWERS_FOR_CALIBRATION}{' '}
        respuestas, a partir de las respuestas guardadas. Las demás conservan su dificultad actual.
      </ConfirmDialog>
    </Box>
  );
}

interface BankListProps {
  routeId: string;
  bank: AdminBank;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  onEdit: (item: AdminBankItem, opener: HTMLElement) => void;
  onNotice: (message: string) => void;
}

/** Summary, filters and the table of a bank with at least one item; retire and restore happen here. */
function BankList({ routeId, bank, filters, onFiltersChange, onEdit, onNotice }: BankListProps) {
  const tableHeadingId = useId();
  const tableHeadingRef = useRef<HTMLHeadingElement>(null);
  const changeStatus = useChangeBankItemStatus(routeId);
  const deferredFilters = useDeferredValue(filters);

  const { items, topics } = bank;
  const visible = useMemo(() => items.filter((item) => matches(item, deferredFilters)), [items, deferredFilters]);
  const active = items.filter((item) => item.status === 'active').length;
  const perTopic = useMemo(() => activeTopicCounts(items), [items]);
  const filtered = filters.topic !== '' || filters.status !== 'active' || filters.search.trim() !== '';

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    onFiltersChange({ ...filters, [key]: value });

  const toggleStatus = (item: AdminBankItem, opener: HTMLElement) => {
    if (changeStatus.isPending) return;
    const change = item.status === 'active' ? 'retire' : 'restore';
    changeStatus.mutate(
      { itemId: item.id, change },
      {
        onSuccess: (saved) => {
          const short = `«${shortPrompt(saved.prompt, 40)}»`;
          onNotice(
            change === 'retire'
              ? `Se retiró la pregunta ${short}. Ya no aparecerá en las evaluaciones.`
              : `Se restauró la pregunta ${short}.`,
          );
          // With the current filters the row may leave the table, taking the focused button with it.
          if (!matches(saved, filters) || !opener.isConnected) tableHeadingRef.current?.focus();
        },
      },
    );
  };

  return (
    <>
      <BankSummary active={active} retired={items.length - active} perTopic={perTopic} />
      <Box
        role="search"
        aria-label="Buscar y filtrar preguntas"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}
      >
        <TextField
          id="bank-search"
          label="Buscar preguntas"
          type="search"
          value={filters.search}
          onChange={(event) => setFilter('search', event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          id="bank-topic"
          select
          label="Tema"
          value={filters.topic}
          onChange={(event) => setFilter('topic', event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">Todos</MenuItem>
          {topics.map((topic) => (
            <MenuItem key={topic} value={topic}>
              {topic}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="bank-status"
          select
          label="Estado"
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value as StatusFilter)}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          {STATUS_FILTERS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography
        id={tableHeadingId}
        ref={tableHeadingRef}
        component="h3"
        variant="subtitle1"
        tabIndex={-1}
        sx={{ fontWeight: 600, mb: 1 }}
      >
        Preguntas del banco{' '}
        <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          ({visibleLabel(visible.length, items.length)})
        </Typography>
      </Typography>
      <VisuallyHidden>
        <span role="status">
          {filtered
            ? `Preguntas que coinciden: ${visible.length.toLocaleString('es-CO')} de ${items.length.toLocaleString('es-CO')}.`
            : ''}
        </span>
      </VisuallyHidden>
      {changeStatus.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => changeStatus.reset()}>
          No se pudo cambiar el estado de la pregunta. {errorMessageFor(changeStatus.error)}
        </Alert>
      )}
      {visible.length === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>No hay preguntas que coincidan con la búsqueda o los filtros.</Typography>
          <Button sx={{ mt: 1 }} onClick={() => onFiltersChange(NO_FILTERS)}>
            Quitar los filtros
          </Button>
        </Box>
      ) : (
        <BankTable items={visible} labelledBy={tableHeadingId} onEdit={onEdit} onToggleStatus={toggleStatus} />
      )}
    </>
  );
}

/** "12 de 36 preguntas", or "36 preguntas" when nothing is filtered out. */
function visibleLabel(shown: number, total: number): string {
  return shown === total ? questionsLabel(total) : `${shown.toLocaleString('es-CO')} de ${questionsLabel(total)}`;
}

interface BankSummaryProps {
  active: number;
  retired: number;
  perTopic: { topic: string; count: number }[];
}

/** How many questions are in play, per topic, and whether that is enough for a precise adaptive test. */
function BankSummary({ active, retired, perTopic }: BankSummaryProps) {
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{activeSummary(active, perTopic.length)}</Typography>
        {retired > 0 && <Typography sx={{ color: 'text.secondary' }}>· {retiredLabel(retired)}</Typography>}
      </Box>
      {perTopic.length > 0 && (
        <Box
          component="ul"
          // Safari drops the list semantics of an unstyled list unless the role is explicit.
          role="list"
          aria-label="Preguntas activas por tema"
          sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}
        >
          {perTopic.map(({ topic, count }) => (
            <li key={topic}>
              <Chip size="small" label={`${topic}: ${count.toLocaleString('es-CO')}`} />
            </li>
          ))}
        </Box>
      )}
      {active < RECOMMENDED_BANK_SIZE && (
        <Alert severity="info" role="note" sx={{ mt: 2 }}>
          Se recomiendan al menos {RECOMMENDED_BANK_SIZE} preguntas para que la prueba adaptativa sea precisa.
        </Alert>
      )}
    </Box>
  );
}
