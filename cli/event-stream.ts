import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { ApiError, connectionError } from './api-client';

export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream until the server closes it, calling `onEvent` for each event.
 * Resolves when the stream ends; rejects on a non-200 answer with the problem's detail.
 */
export function readEventStream(
  url: URL,
  options: { token: string; caPem?: string },
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'http:' ? httpRequest : httpsRequest;
    const req = send(
      url,
      {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${options.token}` },
        ...(options.caPem ? { ca: options.caPem } : {}),
      },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            let problem: Record<string, unknown>;
            try {
              problem = JSON.parse(text) as Record<string, unknown>;
            } catch {
              problem = { title: `HTTP ${res.statusCode}`, detail: text };
            }
            reject(new ApiError(res.statusCode ?? 0, problem));
          });
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseFrame(frame);
            if (event) onEvent(event);
          }
        });
        res.on('end', () => resolve());
        res.on('error', reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => reject(connectionError(err, url.origin)));
    req.end();
  });
}

/** One SSE frame: `event:` and `data:` lines; comments (`:`) are keep-alives and yield nothing. */
export function parseFrame(frame: string): ServerSentEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}
