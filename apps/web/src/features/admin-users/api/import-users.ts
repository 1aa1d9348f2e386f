import {
  userImportPreviewSchema,
  userImportResultSchema,
  type UserImportCommitInput,
  type UserImportInput,
} from '@academia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The file's bytes as base64, untouched: the server decides between UTF-8 and Windows-1252 and parses the CSV
 * (docs/decisions/025), so the browser never reads the text itself.
 */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo.'));
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

export function usePreviewUserImport() {
  return useMutation({
    mutationFn: (input: UserImportInput) =>
      apiFetch('/api/admin/users/import/preview', { method: 'POST', body: input, schema: userImportPreviewSchema }),
  });
}

export function useCommitUserImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserImportCommitInput) =>
      apiFetch('/api/admin/users/import/commit', { method: 'POST', body: input, schema: userImportResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
