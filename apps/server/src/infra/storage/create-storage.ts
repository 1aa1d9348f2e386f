import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import type { S3StorageOptions } from './s3-storage.js';

export interface StorageOptions {
  driver: 'local' | 's3';
  /** Where LocalStorage keeps files (`DATA_DIR/uploads`); unused by the s3 driver. */
  localRoot: string;
  s3?: S3StorageOptions | undefined;
}

/**
 * The storage chosen by STORAGE_DRIVER. The S3 client is imported only when used: it adds about a quarter of a
 * second and 25 MB to every start of a server that keeps files on disk.
 */
export async function createStorage(options: StorageOptions): Promise<ObjectStorage> {
  switch (options.driver) {
    case 'local':
      return new LocalStorage(options.localRoot);
    case 's3':
      if (!options.s3) {
        throw new Error(
          'STORAGE_DRIVER=s3 requiere la configuración de S3 (S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY).',
        );
      }
      return new (await import('./s3-storage.js')).S3Storage(options.s3);
  }
}
