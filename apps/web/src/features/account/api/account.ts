import {
  accountProfileSchema,
  accountSessionListSchema,
  messageResponseSchema,
  sessionUserSchema,
  type ChangePasswordInput,
  type profileInputSchema,
} from '@academia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const accountQueryKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
};

export type ProfileValues = z.output<typeof profileInputSchema>;

const consentResponseSchema = z.object({ user: sessionUserSchema });

/** `POST /api/account/consent`: the person accepts the data policy in force; answers the updated session user. */
export function giveConsent() {
  return apiFetch('/api/account/consent', {
    method: 'POST',
    body: { accept: true },
    schema: consentResponseSchema,
  });
}

export function useGiveConsent() {
  return useMutation({ mutationFn: giveConsent });
}

export const profileQueryOptions = queryOptions({
  queryKey: accountQueryKeys.profile,
  queryFn: ({ signal }) => apiFetch('/api/account/profile', { schema: accountProfileSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      apiFetch('/api/account/profile', { method: 'PATCH', body: values, schema: accountProfileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(accountQueryKeys.profile, profile),
  });
}

/** Turns the non-mandatory training reminders off (`true`) or on; answers the profile. */
export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) =>
      apiFetch('/api/account/reminders', { method: 'PUT', body: { optOut }, schema: accountProfileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(accountQueryKeys.profile, profile),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountQueryKeys.sessions,
    queryFn: ({ signal }) => apiFetch('/api/account/sessions', { schema: accountSessionListSchema, signal }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}

/** Changing the password ends every other session; the server hands this browser a fresh one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ChangePasswordInput) =>
      apiFetch('/api/auth/change-password', { method: 'POST', body: values, schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}

/** The download link of "Descargar mis datos": a plain GET the browser saves as a file (Content-Disposition). */
export const MY_DATA_URL = '/api/account/data';
