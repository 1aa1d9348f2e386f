import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_ERROR_MESSAGE } from '../../components/error-fallback';
import { lazyPage } from '../../lib/lazy-with-retry';
import { reloadPage } from '../../lib/reload-page';
import { allowConsoleErrors } from '../../testing/console-guard';
import { theme } from '../theme';
import { PageOutlet } from './page-outlet';

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const MissingChunk = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Broken(): never {
  throw new Error('secreto interno: stack');
}

function renderAt(path: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PageOutlet />}>
            <Route path="/sin-chunk" element={<MissingChunk />} />
            <Route path="/roto" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('PageOutlet', () => {
  it('offers a reload when a page chunk cannot be loaded', async () => {
    allowConsoleErrors(); // React reports the error its boundary caught
    renderAt('/sin-chunk');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');

    expect(await screen.findByText(CHUNK_ERROR_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows a plain Spanish message, never the error itself, when a page fails to render', async () => {
    allowConsoleErrors();
    renderAt('/roto');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.queryByText(/secreto interno/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });
});
