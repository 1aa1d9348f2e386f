import { systemSetupSchema } from '@academia/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, companyLeadUser, renderApp } from '../../../testing/render-app';
import { dashboardApi } from './dashboard-fixtures';
import { PUBLIC_URL_BANNER_TITLE, SIGNER_BANNER_TITLE } from './setup-banners';

const setup = (publicUrlMissing: boolean, certificateSignerMissing: boolean) => ({
  ...dashboardApi(),
  'GET /api/admin/system/setup': {
    body: systemSetupSchema.parse({
      publicUrlMissing,
      certificateLinkBase: publicUrlMissing ? 'http://localhost:3000' : 'https://academia.example.co',
      certificateSignerMissing,
    }),
  },
});

describe('admin dashboard: what the installation lacks for certificates', () => {
  it('warns the Superadministrador that certificates carry a link nobody else can open', async () => {
    renderApp('/admin/dashboard', { user: adminUser, api: setup(true, true) });
    const banner = (await screen.findByText(PUBLIC_URL_BANNER_TITLE)).closest('[role="alert"]');
    expect(banner).toHaveTextContent('http://localhost:3000');
    expect(banner).toHaveTextContent('PUBLIC_URL');
    expect(screen.getByText(SIGNER_BANNER_TITLE)).toBeInTheDocument();
  });

  it('shows no banner once PUBLIC_URL and the signer are configured', async () => {
    const { api } = renderApp('/admin/dashboard', { user: adminUser, api: setup(false, false) });
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' }, { timeout: 4000 });
    await vi.waitFor(() => expect(api.requestsTo('GET /api/admin/system/setup')).toHaveLength(1));
    expect(screen.queryByText(PUBLIC_URL_BANNER_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(SIGNER_BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('never asks on behalf of a Responsable SST, who cannot change the configuration', async () => {
    const { api } = renderApp('/admin/dashboard', {
      user: companyLeadUser,
      api: { ...dashboardApi(), 'GET /api/admin/system/setup': {} },
    });
    await screen.findByRole('heading', { level: 1, name: 'Panel de control' }, { timeout: 4000 });
    expect(api.requestsTo('GET /api/admin/system/setup')).toHaveLength(0);
    expect(screen.queryByText(PUBLIC_URL_BANNER_TITLE)).not.toBeInTheDocument();
  });
});
