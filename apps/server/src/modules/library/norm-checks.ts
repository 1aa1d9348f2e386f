import { normStatusConflict, type NormStatusInput } from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { normTitle } from './library-views.js';
import type { LibraryRepository } from './library.repository.js';
import type { LibraryNorm } from './library.types.js';

// Following a replacement chain further than this means the data is broken; refuse instead of looping.
const MAX_CHAIN = 50;

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: [{ path, message }] });

/**
 * The rules a norm must keep before it is saved: one live norm per identity, a status that agrees with its link
 * and note (ADR 034), and no replacement loops.
 */
export class NormChecks {
  constructor(
    private readonly db: Db,
    private readonly library: LibraryRepository,
  ) {}

  /** No other live norm has the same type, number and year. */
  async identityFree(norm: Pick<LibraryNorm, 'type' | 'number' | 'year'>, ownId: string | null): Promise<void> {
    const existing = await this.library.findLiveNormByIdentity(this.db, norm);
    if (existing && existing.id !== ownId) {
      throw fieldError('number', `La ${normTitle(norm)} ya está en la biblioteca.`);
    }
  }

  /**
   * The status agrees with the link and the note; the replacing norm exists, is another norm, and does not lead
   * back to this one through its own chain.
   */
  async replacement(id: string | null, input: NormStatusInput): Promise<void> {
    const conflict = normStatusConflict(input);
    if (conflict) throw fieldError(conflict.path, conflict.message);
    if (!input.replacedById) return;
    if (input.replacedById === id) throw fieldError('replacedById', 'Una norma no puede reemplazarse a sí misma.');
    let cursor: string | null = input.replacedById;
    for (let step = 0; cursor && step < MAX_CHAIN; step++) {
      const next = await this.library.findNorm(this.db, cursor);
      if (!next || (step === 0 && next.deletedAt)) {
        throw fieldError('replacedById', 'La norma que la reemplaza no existe en la biblioteca.');
      }
      if (id && next.replacedById === id) {
        throw fieldError('replacedById', `${normTitle(next)} ya figura como reemplazada por esta norma.`);
      }
      cursor = next.replacedById;
    }
  }
}
