import {
  adminBankItemSchema,
  adminBankSchema,
  bankImportResultSchema,
  calibrationResultSchema,
  type AdminBank,
  type AdminBankItem,
  type bankItemInputSchema,
} from '@academia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { itemBankKeys } from './query-keys';

/** What the question form sends: the shared input after parsing (defaults applied, text trimmed). */
export type BankItemValues = z.output<typeof bankItemInputSchema>;

function bankPath(routeId: string): string {
  return `/api/admin/routes/${encodeURIComponent(routeId)}/bank`;
}

function bankItemPath(routeId: string, itemId: string): string {
  return `${bankPath(routeId)}/${encodeURIComponent(itemId)}`;
}

export function bankQueryOptions(routeId: string) {
  return queryOptions({
    queryKey: itemBankKeys.bank(routeId),
    queryFn: ({ signal }) => apiFetch(bankPath(routeId), { schema: adminBankSchema, signal }),
  });
}

export function useBank(routeId: string) {
  return useQuery(bankQueryOptions(routeId));
}

/** Every topic in use, sorted as the server sorts them (Spanish collation). */
function topicsOf(items: readonly AdminBankItem[]): string[] {
  return [...new Set(items.map((item) => item.topic))].sort((a, b) => a.localeCompare(b, 'es'));
}

/**
 * Writes to one item answer with the whole item (statistics included), so the cached bank takes it in place
 * without loading everything again.
 */
function storeBankItem(queryClient: QueryClient, routeId: string, saved: AdminBankItem): void {
  queryClient.setQueryData<AdminBank>(itemBankKeys.bank(routeId), (bank) => {
    if (!bank) return bank;
    const exists = bank.items.some((item) => item.id === saved.id);
    const items = exists ? bank.items.map((item) => (item.id === saved.id ? saved : item)) : [...bank.items, saved];
    const active = items.filter((item) => item.status === 'active').length;
    return { items, topics: topicsOf(items), size: { ...bank.size, active } };
  });
  void queryClient.invalidateQueries({ queryKey: itemBankKeys.route(routeId), exact: true });
}

export interface SaveBankItemVariables {
  /** Absent for a new item. */
  itemId?: string;
  values: BankItemValues;
}

export function saveBankItem(routeId: string, { itemId, values }: SaveBankItemVariables) {
  return itemId
    ? apiFetch(bankItemPath(routeId, itemId), { method: 'PUT', body: values, schema: adminBankItemSchema })
    : apiFetch(bankPath(routeId), { method: 'POST', body: values, schema: adminBankItemSchema });
}

export function useSaveBankItem(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveBankItemVariables) => saveBankItem(routeId, variables),
    onSuccess: (saved) => storeBankItem(queryClient, routeId, saved),
  });
}

export type BankItemStatusChange = 'retire' | 'restore';

export interface ChangeBankItemStatusVariables {
  itemId: string;
  change: BankItemStatusChange;
}

/** Retired items stay in the bank (with their answers) but no evaluation shows them; restoring brings them back. */
export function changeBankItemStatus(routeId: string, { itemId, change }: ChangeBankItemStatusVariables) {
  return apiFetch(`${bankItemPath(routeId, itemId)}/${change}`, { method: 'POST', schema: adminBankItemSchema });
}

export function useChangeBankItemStatus(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ChangeBankItemStatusVariables) => changeBankItemStatus(routeId, variables),
    onSuccess: (saved) => storeBankItem(queryClient, routeId, saved),
  });
}

/** Sends the text of a CSV file; good rows become items, bad rows come back with their line number. */
export function importBank(routeId: string, csv: string) {
  return apiFetch(`${bankPath(routeId)}/import`, { method: 'POST', body: { csv }, schema: bankImportResultSchema });
}

export function useImportBank(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importBank(routeId, csv),
    onSuccess: (result) => {
      if (result.created === 0) return;
      void queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) });
      void queryClient.invalidateQueries({ queryKey: itemBankKeys.route(routeId), exact: true });
    },
  });
}

/** Re-estimates difficulty and discrimination of the items with enough stored answers. */
export function calibrateBank(routeId: string) {
  return apiFetch(`${bankPath(routeId)}/calibrate`, { method: 'POST', schema: calibrationResultSchema });
}

export function useCalibrateBank(routeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calibrateBank(routeId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: itemBankKeys.bank(routeId) }),
  });
}
