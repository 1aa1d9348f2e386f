import {
  adminUserDetailSchema,
  adminUserSchema,
  companyOptionListSchema,
  messageResponseSchema,
  type CreateUserInput,
  type Profile,
  type UpdateUserInput,
  type UserStatus,
  userListSchema,
} from '@academia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const BASE = '/api/admin/users';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The table's filters, as the address keeps them ('' = no filter). */
export interface UserFiltersValue {
  q: string;
  empresaId: string;
  perfil: Profile | '';
  status: UserStatus | '';
}

export interface UsersQuery extends UserFiltersValue {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: UsersQuery) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  companies: ['admin', 'users', 'companies'] as const,
};

/** The API's query string for the filters (empty ones left out); the export link uses the same. */
export function filterParams(filters: UserFiltersValue): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'empresaId', 'perfil', 'status'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}

/** The address of the CSV of the filtered list (the browser downloads it with the session cookie). */
export function exportUrl(filters: UserFiltersValue): string {
  const params = filterParams(filters).toString();
  return params ? `${BASE}/export?${params}` : `${BASE}/export`;
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => {
      const params = filterParams(query);
      params.set('page', String(query.page));
      params.set('pageSize', String(query.pageSize));
      return apiFetch(`${BASE}?${params.toString()}`, { schema: userListSchema, signal });
    },
    // Keep the current page on screen while the next one loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}

/** The companies this admin may filter by and assign people to (a lead: only their own). */
export function useCompanyOptions() {
  return useQuery({
    queryKey: usersKeys.companies,
    queryFn: ({ signal }) => apiFetch(`${BASE}/company-options`, { schema: companyOptionListSchema, signal }),
    staleTime: 60_000,
  });
}

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(path(id), { schema: adminUserDetailSchema, signal }),
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: usersKeys.all });
}

export type SaveUserVariables = { id: null; input: CreateUserInput } | { id: string; input: UpdateUserInput };

export function useSaveUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: SaveUserVariables) =>
      apiFetch(id ? path(id) : BASE, { method: id ? 'PATCH' : 'POST', body: input, schema: adminUserSchema }),
    onSuccess: refresh,
  });
}

export function useSetUserActive() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiFetch(`${path(id)}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', schema: adminUserSchema }),
    onSuccess: refresh,
  });
}

/** Re-sends the invitation or sends a password reset; answers the server's Spanish confirmation. */
export function useSendUserMail() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: 'invitation' | 'password-reset' }) =>
      apiFetch(`${path(id)}/${kind}`, { method: 'POST', schema: messageResponseSchema }),
    onSuccess: refresh,
  });
}
