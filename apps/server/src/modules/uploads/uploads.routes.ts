import { uploadPurposeSchema, uploadSchema } from '@academia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { auditActor } from '../audit/audit-actor.js';
import { currentUser } from '../auth/auth.plugin.js';
import { parseRange, UnsatisfiableRange } from './http-range.js';
import type { FileAccessService } from './file-access.service.js';
import type { UploadsService } from './uploads.service.js';

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name, so accents survive the download. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'archivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; fileAccess: FileAccessService }> = async (
  app,
  { uploads, fileAccess },
) => {
  app.post(
    '/admin/uploads',
    {
      config: { multipart: true },
      schema: {
        tags: ['admin'],
        summary: 'Subir un archivo (multipart, campo «file»); su tipo se comprueba por contenido',
        querystring: z.object({ purpose: uploadPurposeSchema }),
        response: { 201: uploadSchema },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_FAILED', 'Envíe el archivo como formulario (multipart/form-data).');
      }
      const file = await request.file({ limits: { fileSize: uploads.limits[purpose], files: 1 } });
      if (!file) throw new AppError('VALIDATION_FAILED', 'No recibimos ningún archivo.');
      const stored = await uploads.store({
        purpose,
        stream: file.file,
        fileName: file.filename,
        actor: auditActor(request),
        truncated: () => file.file.truncated,
      });
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/files/:fileId',
    {
      // Lessons and the library show PDFs in an iframe of our own pages.
      config: { framedBySelf: true },
      schema: {
        tags: ['archivos'],
        summary: 'Descargar o reproducir un archivo (admite solicitudes por rangos)',
        params: z.object({ fileId: z.string().max(64) }),
        querystring: z.object({ download: z.enum(['1', 'true']).optional() }),
      },
    },
    async (request, reply) => {
      let opened;
      try {
        opened = await fileAccess.open(currentUser(request), request.params.fileId, (size) =>
          parseRange(request.headers.range, size),
        );
      } catch (error) {
        if (!(error instanceof UnsatisfiableRange)) throw error;
        const size = (await uploads.find(request.params.fileId))?.size ?? 0;
        return reply
          .code(416)
          .header('content-range', `bytes */${String(size)}`)
          .send();
      }
      const { file, size, stream, range } = opened;
      reply
        .header('content-type', file.mime)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          contentDisposition(request.query.download ? 'attachment' : 'inline', file.originalName),
        );
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', size);
      }
      return reply.send(stream);
    },
  );
};
