import { healthResponseSchema, publicConfigSchema, readyResponseSchema, systemSetupSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import type { SystemService } from './system.service.js';

const publicRoute = { access: 'public' } as const;

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/health',
    {
      config: publicRoute,
      schema: {
        tags: ['sistema'],
        summary: 'El proceso está vivo',
        response: { 200: healthResponseSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: publicRoute,
      schema: {
        tags: ['sistema'],
        summary: 'La aplicación está lista (su base de datos responde)',
        response: { 200: readyResponseSchema },
      },
    },
    async () => {
      if (!(await system.databaseReachable())) throw new AppError('SERVICE_UNAVAILABLE');
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/public-config',
    {
      config: publicRoute,
      schema: {
        tags: ['sistema'],
        summary: 'Datos públicos de la instalación (proveedor y contacto)',
        response: { 200: publicConfigSchema },
      },
    },
    () => system.publicConfig(),
  );

  // Superadministrador only (the default of /admin): only they can change the installation's configuration.
  app.get(
    '/admin/system/setup',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Lo que le falta a la instalación para que sus certificados se puedan verificar y estén firmados',
        response: { 200: systemSetupSchema },
      },
    },
    () => system.setup(),
  );
};
