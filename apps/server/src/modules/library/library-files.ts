import type { Upload } from '@academia/shared';
import { AppError } from '../../errors/app-error.js';
import { extractPdfText } from '../../infra/pdf-text/pdf-text.js';
import type { UploadsService } from '../uploads/uploads.service.js';

const invalidFile = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path: 'fileId', message }] });

/** The file a library entry points at, checked, with its text when it is a PDF. */
export interface AttachedFile {
  upload: Upload;
  text: string | null;
}

/**
 * Checks that `fileId` names a stored upload of an accepted type and extracts a PDF's text for search. A PDF that
 * pdf.js cannot read is refused, so nothing is saved with a file nobody can open.
 */
export async function attachFile(
  uploads: UploadsService,
  fileId: string,
  acceptedMimes: readonly string[],
  description: string,
): Promise<AttachedFile> {
  const upload = await uploads.find(fileId);
  if (!upload || !(await uploads.isAvailable(fileId))) {
    throw invalidFile('El archivo indicado no existe. Súbalo de nuevo.');
  }
  if (!acceptedMimes.includes(upload.mime)) throw invalidFile(`El archivo debe ser ${description}.`);
  if (upload.mime !== 'application/pdf') return { upload, text: null };
  const bytes = await uploads.readBytes(fileId);
  if (!bytes) throw invalidFile('El archivo indicado no existe. Súbalo de nuevo.');
  try {
    return { upload, text: await extractPdfText(bytes) };
  } catch {
    throw invalidFile(
      `No pudimos leer el PDF «${upload.name}». Revise que no esté dañado ni protegido con contraseña.`,
    );
  }
}
