import { PassThrough } from 'node:stream';

/**
 * One Server-Sent Event: `event:` then one `data:` line per line of the payload (a fragment with line breaks
 * stays whole: the client joins the data lines with "\n"), then a blank line.
 */
export function sseEvent(event: string, data: string): string {
  const lines = data.split('\n').map((line) => `data: ${line}`);
  return `event: ${event}\n${lines.join('\n')}\n\n`;
}

/** Whether the client asked for a stream of events rather than one JSON answer. */
export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.trim().startsWith('text/event-stream'));
}

/** A stream of events with a writer for each; `end` closes it. */
export function eventStream() {
  const stream = new PassThrough();
  return {
    stream,
    send(event: string, data: string) {
      if (!stream.writableEnded) stream.write(sseEvent(event, data));
    },
    end() {
      if (!stream.writableEnded) stream.end();
    },
  };
}
