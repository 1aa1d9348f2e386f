import { isAdminProfile, type SessionUser } from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import type { ByteRange } from '../../infra/storage/object-storage.js';
import type { OpenedFile, UploadsService } from './uploads.service.js';

/**
 * Whether a module shows the file to every signed-in user (a published route's cover or item, a live library
 * document or norm). Uploads sits below the modules that use files, so it never reads their tables: each of them
 * answers through its own service, and the container hands the answers in here.
 */
export type FileUsage = (fileId: string) => Promise<boolean>;

/** Who may download a file: admins every file, everybody else only files some module shows to learners. */
export class FileAccessService {
  constructor(
    private readonly uploads: UploadsService,
    private readonly usages: readonly FileUsage[],
  ) {}

  async open(
    user: SessionUser,
    fileId: string,
    range?: (size: number) => ByteRange | null,
  ): Promise<OpenedFile & { range: ByteRange | null }> {
    const file = await this.uploads.findRecord(fileId);
    if (!file) throw notFound('No encontramos este archivo.');
    if (!isAdminProfile(user.perfil) && !(await this.visibleToLearners(fileId))) {
      throw notFound('No encontramos este archivo.');
    }
    return this.uploads.openStored(file, range);
  }

  /** Asked one module at a time, stopping at the first that shows the file. */
  private async visibleToLearners(fileId: string): Promise<boolean> {
    for (const usage of this.usages) {
      if (await usage(fileId)) return true;
    }
    return false;
  }
}
