import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../testing/mock-api';
import { buildItemProgress } from '../testing/route-fixtures';
import { HEARTBEAT_MS, useProgressReporter, type PositionReader } from './use-progress-reporter';

const PROGRESS = 'POST /api/routes/ruta-1/items/contenido-1/progress';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderReporter({ enabled = true, position }: { enabled?: boolean; position?: number } = {}) {
  const api = mockApi({ [PROGRESS]: { body: buildItemProgress() } });
  const queryClient = createQueryClient();
  const positionRef = { current: (() => (position === undefined ? undefined : { position })) as PositionReader };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => useProgressReporter({ routeId: 'ruta-1', itemId: 'contenido-1', enabled, positionRef }),
    { wrapper },
  );
  const sent = () => api.requestsTo(PROGRESS).map((request) => request.body);
  const keepalive = () => api.fetchMock.mock.calls.map(([, init]) => Boolean(init?.keepalive));
  return { ...view, api, sent, keepalive };
}

describe('useProgressReporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the opening, then the visible time every 15 s with the position', async () => {
    const { sent } = renderReporter({ position: 0.5 });
    expect(sent()).toEqual([{ secondsDelta: 0 }]);

    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS));
    expect(sent()).toEqual([{ secondsDelta: 0 }, { secondsDelta: 15, position: 0.5 }]);
  });

  it('reports when the tab is hidden and does not count hidden time', async () => {
    const { sent, keepalive } = renderReporter();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    act(() => setVisibility('hidden'));
    expect(sent().at(-1)).toEqual({ secondsDelta: 5 });
    expect(keepalive().at(-1)).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(60_000)); // away: no heartbeat
    expect(sent()).toHaveLength(2);

    act(() => setVisibility('visible')); // at 65 s; the next heartbeat is at 75 s
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(sent()).toHaveLength(3);
    expect(sent().at(-1)).toEqual({ secondsDelta: 10 });
  });

  it('sends a keepalive report when the player closes', async () => {
    const { sent, keepalive, unmount } = renderReporter({ position: 0.8 });
    await act(() => vi.advanceTimersByTimeAsync(7_500));
    unmount();
    expect(sent().at(-1)).toEqual({ secondsDelta: 7, position: 0.8 });
    expect(keepalive().at(-1)).toBe(true);
  });

  it('records nothing in preview', async () => {
    const { sent, unmount } = renderReporter({ enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2));
    unmount();
    expect(sent()).toEqual([]);
  });
});
