import type { Config } from '../../config/config.js';
import type { Container } from '../../container.js';
import type { Logger } from '../../logger.js';
import { SYSTEM_ACTOR } from '../../modules/audit/audit.service.js';
import { renderSeedPdf } from '../seed-pdf.js';
import { seedDocuments } from './documents.js';
import { seedNorms } from './norms.js';

const fileName = (key: string) => `${key}.pdf`;

/**
 * The demo libraries: the norms of `docs/domain/norms.md` and original study documents, created through the same
 * services an admin uses (so their PDFs are stored as uploads and their text extracted and indexed). Entries
 * already seeded are left untouched; replacement links are set once every norm exists.
 */
export async function seedDemoLibrary(container: Container, config: Config, logger: Logger): Promise<void> {
  const { libraryAdmin, uploads } = container;
  const created: typeof seedNorms = [];
  for (const norm of seedNorms) {
    if (await libraryAdmin.normIdBySeedKey(norm.key)) continue;
    let fileId: string | null = null;
    if (norm.factSheet) {
      const title = `Ficha de estudio: ${norm.subject}`;
      const bytes = await renderSeedPdf(title, norm.factSheet, config.providerName);
      fileId = (await uploads.storeBuffer('pdf', fileName(norm.key), bytes, SYSTEM_ACTOR)).id;
    }
    await libraryAdmin.createNorm(
      {
        type: norm.type,
        number: norm.number,
        year: norm.year,
        issuer: norm.issuer,
        subject: norm.subject,
        summary: norm.summary,
        topic: norm.topic,
        status: norm.status,
        statusNote: norm.statusNote,
        replacedById: null,
        sourceUrl: null,
        text: '',
        fileId,
      },
      SYSTEM_ACTOR,
      norm.key,
    );
    created.push(norm);
  }
  for (const norm of created) {
    if (!norm.replacedByKey) continue;
    const [id, replacedById] = await Promise.all([
      libraryAdmin.normIdBySeedKey(norm.key),
      libraryAdmin.normIdBySeedKey(norm.replacedByKey),
    ]);
    if (!id || !replacedById) continue;
    await libraryAdmin.changeNormStatus(
      id,
      { status: norm.status, statusNote: norm.statusNote, replacedById },
      SYSTEM_ACTOR,
    );
  }

  let documents = 0;
  for (const document of seedDocuments) {
    if (await libraryAdmin.documentIdBySeedKey(document.key)) continue;
    const bytes = await renderSeedPdf(document.title, document.sections, config.providerName);
    const file = await uploads.storeBuffer('pdf', fileName(document.key), bytes, SYSTEM_ACTOR);
    await libraryAdmin.createDocument(
      {
        title: document.title,
        summary: document.summary,
        topic: document.topic,
        kind: document.kind,
        publishedOn: document.publishedOn,
        fileId: file.id,
        url: null,
      },
      SYSTEM_ACTOR,
      document.key,
    );
    documents += 1;
  }
  if (created.length > 0 || documents > 0) {
    logger.info({ norms: created.length, documents }, 'Bibliotecas de demostración cargadas');
  }
}
