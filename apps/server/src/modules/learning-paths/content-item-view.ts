import type { ContentItemView } from '@academia/shared';
import type { UploadSummary } from '../uploads/uploads.service.js';
import { quizStateOrNew, toQuizState } from './quiz-grading.js';
import { completesManually, toItemProgress, type RouteContext } from './route-context.service.js';
import { continueAfter } from './route-steps.js';
import { fileUrl } from './route-views.js';
import { embedUrlFor } from './video-embed.js';

/** What the content player shows of one item of the route: never the review's key, only this learner's progress. */
export function toContentItemView(
  context: RouteContext,
  index: number,
  extras: { file: UploadSummary | undefined; favorite: boolean },
): ContentItemView {
  const item = context.items[index];
  if (!item) throw new Error(`No hay contenido en la posición ${String(index)}`);
  const record = context.progress.get(item.id);
  const previous = context.items[index - 1];
  const next = context.items[index + 1];
  return {
    id: item.id,
    route: { id: context.route.id, title: context.route.title },
    kind: item.kind,
    title: item.title,
    description: item.description,
    durationMinutes: item.durationMinutes,
    required: item.required,
    position: index + 1,
    total: context.items.length,
    html: item.kind === 'text' ? item.bodyHtml : null,
    video:
      item.kind !== 'video'
        ? null
        : item.fileId
          ? {
              src: fileUrl(item.fileId),
              external: false,
              embedUrl: null,
              captionsSrc: item.captionsFileId ? fileUrl(item.captionsFileId) : null,
            }
          : { src: item.url ?? '', external: true, embedUrl: embedUrlFor(item.url ?? ''), captionsSrc: null },
    pdf:
      item.kind === 'pdf' && item.fileId
        ? {
            src: fileUrl(item.fileId),
            downloadUrl: `${fileUrl(item.fileId)}?download=1`,
            name: extras.file?.originalName ?? item.title,
          }
        : null,
    link: item.kind === 'link' && item.url ? { url: item.url } : null,
    quiz: item.quiz ? toQuizState(item.quiz, quizStateOrNew(record?.quizState ?? null)) : null,
    manualCompletion: completesManually(item),
    enrolled: context.enrolled,
    continueTo: continueAfter(context.derived, item.id),
    progress: toItemProgress(record),
    previous: previous ? { id: previous.id, title: previous.title } : null,
    next: next ? { id: next.id, title: next.title } : null,
    preview: context.preview,
    favorite: extras.favorite,
  };
}
