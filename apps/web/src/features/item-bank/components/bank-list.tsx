import type { AdminBank, AdminBankItem } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { useChangeBankItemStatus } from '../api/bank';
import { activeSummary, activeTopicCounts, foldText, questionsLabel, retiredLabel, shortPrompt } from './bank-format';
import { BankTable } from './bank-table';
import { FilterSelect, SearchField } from '../../../components/filter-fields';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatNumber } from '../../../lib/format';

type StatusFilter = 'active' | 'retired' | 'all';

const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Activas' },
  { value: 'retired', label: 'Retiradas' },
  { value: 'all', label: 'Todas' },
];

export interface Filters {
  topic: string;
  status: StatusFilter;
  search: string;
}

export const NO_FILTERS: Filters = { topic: '', status: 'active', search: '' };

function matches(item: AdminBankItem, { topic, status, search }: Filters): boolean {
  if (topic && item.topic !== topic) return false;
  if (status !== 'all' && item.status !== status) return false;
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = foldText([item.prompt, item.topic, item.explanation, ...item.options.map((o) => o.text)].join(' '));
  return words.every((word) => text.includes(word));
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
export function BankList({ routeId, bank, filters, onFiltersChange, onEdit, onNotice }: BankListProps) {
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
        <SearchField
          id="bank-search"
          label="Buscar preguntas"
          value={filters.search}
          onChange={(value) => setFilter('search', value)}
          width={320}
        />
        <FilterSelect
          id="bank-topic"
          label="Tema"
          value={filters.topic}
          onChange={(value) => setFilter('topic', value)}
          allLabel="Todos"
          options={topics.map((topic) => ({ value: topic, label: topic }))}
          width={240}
        />
        <FilterSelect
          id="bank-status"
          label="Estado"
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
          options={STATUS_FILTERS}
          width={180}
        />
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
          {filtered ? `Preguntas que coinciden: ${formatNumber(visible.length)} de ${formatNumber(items.length)}.` : ''}
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
  return shown === total ? questionsLabel(total) : `${formatNumber(shown)} de ${questionsLabel(total)}`;
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
              <Chip size="small" label={`${topic}: ${formatNumber(count)}`} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
