import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import type { EventSourceParser } from 'eventsource-parser';
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
        const parser = eventParser(onEvent);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.feed(chunk));
        res.on('end', () => resolve());
        res.on('error', reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => reject(connectionError(err, url.origin)));
    req.end();
  });
}

/**
 * The SSE wire format (line endings, comments, multi-line data, retry and id fields) is
 * eventsource-parser's; an event without an `event:` field is a `message`, as in the browser's
 * EventSource.
 */
function eventParser(onEvent: (event: ServerSentEvent) => void): EventSourceParser {
  return createParser({
    onEvent: (message) => onEvent({ event: message.event ?? 'message', data: message.data }),
  });
}

/** The events of a whole text/event-stream body (the stream reader feeds the same parser in chunks). */
export function parseEvents(body: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = eventParser((event) => events.push(event));
  parser.feed(body);
  return events;
}
