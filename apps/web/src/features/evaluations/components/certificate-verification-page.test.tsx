import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { errorResponse, type MockRoutes } from '../../../testing/mock-api';
import { learnerUser, renderApp } from '../../../testing/render-app';
import { buildVerification, CERTIFICATE_CODE, LEARNER, ROUTE_TITLE } from '../testing/evaluation-fixtures';
import { CERTIFICATE_DISCLAIMER } from '../utils/texts';
import { CODE_MISSING_TEXT, notFoundText } from './certificate-verification-page';

const API_PATH = `/api/public/certificates/${CERTIFICATE_CODE}`;

async function renderVerify(path: string, api: MockRoutes, user = null as typeof learnerUser | null) {
  const view = renderApp(path, { user, api });
  await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
  return view;
}

function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('CertificateVerificationPage', () => {
  it('confirms a valid certificate to anyone, signed out', async () => {
    const certificate = buildVerification();
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, { [`GET ${API_PATH}`]: { body: certificate } });

    expect(screen.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeInTheDocument();
    expect(document.title).toBe('Certificado válido · Academia SST');
    expect(fact('Nombre')).toHaveTextContent(LEARNER.nombre);
    expect(fact('Ruta de aprendizaje')).toHaveTextContent(ROUTE_TITLE);
    expect(fact('Intensidad de la ruta')).toHaveTextContent('4 horas');
    expect(fact('Fecha de emisión')).toHaveTextContent(formatDate(certificate.issuedAt));
    expect(fact('Código')).toHaveTextContent(CERTIFICATE_CODE);
    expect(screen.getByText(CERTIFICATE_DISCLAIMER)).toBeInTheDocument();
    // The public layout: the brand, no learner menu.
    expect(screen.getByRole('link', { name: 'Academia SST' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: /menú/i })).not.toBeInTheDocument();
  });

  it('states the document (masked), the company, the recorded time, how it was earned and who signs', async () => {
    const certificate = buildVerification({
      documentType: 'CC',
      documentNumberMasked: '••••••4050',
      companyName: 'Constructora Andina S.A.S.',
      score: 88,
      passMark: 80,
      itemsCompleted: 6,
      studySeconds: 14 * 60,
      signer: { name: 'Laura Gómez Ríos', license: 'Licencia SST 4567 de 2021' },
    });
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, { [`GET ${API_PATH}`]: { body: certificate } });
    expect(fact('Documento de identidad')).toHaveTextContent('CC ••••••4050');
    expect(fact('Empresa')).toHaveTextContent('Constructora Andina S.A.S.');
    expect(fact('Tiempo de estudio registrado')).toHaveTextContent('14 min');
    expect(fact('Firma por la academia')).toHaveTextContent('Laura Gómez Ríos, Licencia SST 4567 de 2021');
    expect(
      screen.getByText(
        'Completó todos los contenidos obligatorios (6) y aprobó la evaluación final con 88 de 100; mínimo para aprobar: 80.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/solo se muestran los cuatro últimos dígitos/)).toBeInTheDocument();
  });

  it('leaves out what an older certificate did not record', async () => {
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, { [`GET ${API_PATH}`]: { body: buildVerification() } });
    expect(screen.queryByText('Documento de identidad', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Empresa', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Firma por la academia', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('works for a signed-in person too, without sending them elsewhere', async () => {
    await renderVerify(
      `/verificar/${CERTIFICATE_CODE}`,
      { [`GET ${API_PATH}`]: { body: buildVerification() } },
      learnerUser,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/verificar/${CERTIFICATE_CODE}`);
  });

  it('says when a certificate was revoked', async () => {
    const revokedAt = '2025-04-02T15:00:00.000Z';
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, {
      [`GET ${API_PATH}`]: { body: buildVerification({ valid: false, standing: 'revoked', revokedAt }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado revocado' })).toBeInTheDocument();
    expect(
      screen.getByText(`Este certificado fue revocado el ${formatDate(revokedAt)} y ya no es válido.`),
    ).toBeInTheDocument();
    expect(fact('Nombre')).toHaveTextContent(LEARNER.nombre);
  });

  it('says until when a certificate with a validity period is in force', async () => {
    const expiresAt = '2026-03-20T15:00:00.000Z';
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, {
      [`GET ${API_PATH}`]: { body: buildVerification({ expiresAt }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado válido' })).toBeInTheDocument();
    expect(
      screen.getByText(`La Academia SST emitió este certificado y está vigente hasta el ${formatDate(expiresAt)}.`),
    ).toBeInTheDocument();
    expect(fact('Vigente hasta')).toHaveTextContent(formatDate(expiresAt));
  });

  it('says when a certificate expired and that the route must be passed again', async () => {
    const expiresAt = '2026-03-20T15:00:00.000Z';
    await renderVerify(`/verificar/${CERTIFICATE_CODE}`, {
      [`GET ${API_PATH}`]: { body: buildVerification({ valid: false, standing: 'expired', expiresAt }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado vencido' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Este certificado venció el ${formatDate(expiresAt)}: la persona debe volver a aprobar la ruta para renovarlo.`,
      ),
    ).toBeInTheDocument();
  });

  it('says plainly that no certificate has an unknown code', async () => {
    await renderVerify('/verificar/NO-EXISTE', {
      'GET /api/public/certificates/NO-EXISTE': errorResponse(404, 'NOT_FOUND'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificado no encontrado' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(notFoundText('NO-EXISTE')))).toBeInTheDocument();
  });

  it('verifies another code from the form', async () => {
    const { events, api } = await renderVerify('/verificar/NO-EXISTE', {
      'GET /api/public/certificates/NO-EXISTE': errorResponse(404, 'NOT_FOUND'),
      [`GET ${API_PATH}`]: { body: buildVerification() },
    });
    const form = screen.getByRole('region', { name: 'Verificar otro código' });
    await events.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(within(form).getByText(CODE_MISSING_TEXT)).toBeInTheDocument();

    await events.type(within(form).getByRole('textbox', { name: 'Código del certificado' }), ` ${CERTIFICATE_CODE} `);
    await events.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificado válido' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/verificar/${CERTIFICATE_CODE}`);
    expect(api.requestsTo(`GET ${API_PATH}`)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Código del certificado' })).toHaveValue('');
  });

  it('offers the form alone without a code', async () => {
    await renderVerify('/verificar', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar certificado' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código del certificado' })).toBeInTheDocument();
  });
});
