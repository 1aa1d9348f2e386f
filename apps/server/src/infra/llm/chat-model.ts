/*
 * A language model that answers a chat in streamed fragments. One implementation speaks the OpenAI
 * chat-completions protocol that Ollama, vLLM, the llama.cpp server and hosted APIs all offer.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  /** The answer's text fragments as they arrive; throws on a network error, a bad status or a time-out. */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export interface OpenAiSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  error?: unknown;
}

/** Reads `data:` lines of a Server-Sent Events body, yielding each line's payload. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      newline = buffer.indexOf('\n');
    }
  }
}

/** The chat-completions endpoint with `stream: true`; `baseUrl` ends before `/chat/completions` (e.g. `…/v1`). */
export class OpenAiChatModel implements ChatModel {
  constructor(private readonly settings: OpenAiSettings) {}

  async *stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string> {
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, messages, stream: true, temperature: 0.2 }),
      signal,
    });
    if (!response.ok || !response.body) throw new Error(`El modelo respondió ${String(response.status)}`);
    for await (const data of sseData(response.body)) {
      if (data === '[DONE]') return;
      const chunk = JSON.parse(data) as CompletionChunk;
      if (chunk.error) throw new Error('El modelo informó un error a mitad de la respuesta');
      const content = chunk.choices?.[0]?.delta?.content;
      if (content) yield content;
    }
  }
}
