import type { AdminRoute, Upload } from '@academia/shared';

export interface MediaFile {
  id: string;
  name: string;
  kind: 'image' | 'video';
}

/** An uploaded file as a situation's media, when it is an image or a video. */
export function toMediaFile(upload: Pick<Upload, 'id' | 'name' | 'mime'>): MediaFile | null {
  if (upload.mime.startsWith('image/')) return { id: upload.id, name: upload.name, kind: 'image' };
  if (upload.mime.startsWith('video/')) return { id: upload.id, name: upload.name, kind: 'video' };
  return null;
}

/** The images and videos the route already uses (its cover, its video items), each once. */
export function routeMediaFiles(route: AdminRoute): MediaFile[] {
  const uploads = [route.cover, ...route.items.map((item) => item.file)];
  const files = new Map<string, MediaFile>();
  for (const upload of uploads) {
    const file = upload ? toMediaFile(upload) : null;
    if (file) files.set(file.id, file);
  }
  return [...files.values()];
}
