import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { useDeferredQuery } from './use-deferred-query';

function renderCounted(queryFn: () => Promise<string[]>) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  let renders = 0;
  const view = renderHook(
    () => {
      renders += 1;
      return useDeferredQuery({ queryKey: ['normas'], queryFn });
    },
    { wrapper },
  );
  return { ...view, renders: () => renders, queryClient };
}

describe('useDeferredQuery', () => {
  it('shows the answer once it arrives, and a new answer after a refetch', async () => {
    let answer = ['Resolución 0312 de 2019'];
    const view = renderCounted(() => Promise.resolve(answer));
    expect(view.result.current.isPending).toBe(true);
    await waitFor(() => expect(view.result.current.data).toEqual(['Resolución 0312 de 2019']));

    answer = ['Decreto 1072 de 2015'];
    await view.queryClient.invalidateQueries({ queryKey: ['normas'] });
    await waitFor(() => expect(view.result.current.data).toEqual(['Decreto 1072 de 2015']));
  });

  it('renders once, not twice, when the page renders again with the same answer', async () => {
    const view = renderCounted(() => Promise.resolve(['Ley 1562 de 2012']));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    const before = view.renders();
    view.rerender();
    expect(view.renders()).toBe(before + 1);
    expect(view.result.current.data).toEqual(['Ley 1562 de 2012']);
  });

  it('shows an edit of the answer at once, as a favourite marked before the server confirms it', async () => {
    const view = renderCounted(() => Promise.resolve(['Ley 1562 de 2012']));
    await waitFor(() => expect(view.result.current.data).toEqual(['Ley 1562 de 2012']));
    await act(async () => {
      view.queryClient.setQueryData(['normas'], ['Ley 1562 de 2012', 'Decreto 1072 de 2015']);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(view.result.current.data).toEqual(['Ley 1562 de 2012', 'Decreto 1072 de 2015']);
  });

  it('never shows the previous record under a new address', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const seen: { id: string; data: string | undefined }[] = [];
    const view = renderHook(
      ({ id }: { id: string }) => {
        const result = useDeferredQuery({ queryKey: ['ruta', id], queryFn: () => Promise.resolve(`ruta ${id}`) });
        seen.push({ id, data: result.data });
        return result;
      },
      { wrapper, initialProps: { id: 'A' } },
    );
    await waitFor(() => expect(view.result.current.data).toBe('ruta A'));
    view.rerender({ id: 'B' });
    await waitFor(() => expect(view.result.current.data).toBe('ruta B'));
    const underB = seen.filter((render) => render.id === 'B').map((render) => render.data);
    expect(underB).not.toContain('ruta A');
    expect(underB).toContain(undefined);
  });
});
