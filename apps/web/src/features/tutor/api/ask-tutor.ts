import { tutorDoneSchema, tutorSourceSchema, type TutorDone, type TutorSource } from '@academia/shared';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, readError } from '../../../lib/api-client';

export interface AskHandlers {
  onSources: (sources: TutorSource[]) => void;
  onToken: (text: string) => void;
}

const sourcesSchema = z.array(tutorSourceSchema);

/** Splits an SSE body into events as it arrives; data lines of one event are joined with line breaks. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    const lines = block.split('\n');
    return {
      event: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message',
      data: lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n'),
    };
  });
  return { events, rest };
}

/**
 * Asks the tutor (`POST /api/query` as Server-Sent Events): hands over the sources, then each text fragment, and
 * resolves with the conversation once the answer is complete. Refusals (rate limit, final test) throw `ApiError`.
 */
export async function askTutor(
  question: string,
  conversationId: string | null,
  handlers: AskHandlers,
  signal?: AbortSignal,
): Promise<TutorDone> {
  let response: Response;
  try {
    response = await fetch('/api/query', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(conversationId ? { question, conversationId } : { question }),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) throw await readError(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      if (event === 'sources') handlers.onSources(sourcesSchema.parse(JSON.parse(data)));
      else if (event === 'token') handlers.onToken(data);
      else if (event === 'done') return tutorDoneSchema.parse(JSON.parse(data));
      else if (event === 'error') throw new ApiError('INTERNAL_ERROR', 500, 'El tutor no pudo terminar la respuesta.');
    }
  }
  throw new ApiError('NETWORK_ERROR', 0, NETWORK_ERROR_MESSAGE);
}
