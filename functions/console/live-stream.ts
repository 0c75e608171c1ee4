import type { Logger } from '../platform/logger';

export interface LiveStreamOptions {
  pollMs: number;
  keepAliveMs?: number;
  maxMs?: number;
  /** The stream's clock (tests pass a manual one). */
  now?: () => number;
}

/**
 * Server-sent events of one read, polled: the answer as the first event, then again each time its
 * JSON differs, a comment after `keepAliveMs` without an event so idle proxies keep the stream
 * open, closed after `maxMs` (clients reconnect). Like the rollout progress stream it polls the
 * store, the source of truth, so it works the same on any instance in Azure. A failed read sends
 * an `error` event and closes: the client reconnects and the next stream starts afresh.
 */
export function liveStream(
  event: string,
  read: () => Promise<unknown>,
  log: Logger,
  options: LiveStreamOptions,
): ReadableStream<Uint8Array> {
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const maxMs = options.maxMs ?? 30 * 60_000;
  const now = options.now ?? Date.now;
  const encoder = new TextEncoder();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const started = now();
      let last = '';
      let lastSent = started;
      const send = (text: string) => {
        if (closed) return;
        controller.enqueue(encoder.encode(text));
        lastSent = now();
      };
      const close = () => {
        if (closed) return;
        closed = true;
        if (timer) clearTimeout(timer);
        controller.close();
      };
      const tick = async () => {
        try {
          const json = JSON.stringify(await read());
          if (json !== last) {
            last = json;
            send(`event: ${event}\ndata: ${json}\n\n`);
          } else if (now() - lastSent >= keepAliveMs) {
            send(': keep-alive\n\n');
          }
          if (now() - started >= maxMs) return close();
        } catch (err) {
          log.warn('live event stream failed', { event, error: String(err) });
          send(`event: error\ndata: ${JSON.stringify({ message: `${event} unavailable; reconnect` })}\n\n`);
          return close();
        }
        if (!closed) timer = setTimeout(() => void tick(), options.pollMs);
      };
      void tick();
    },
    cancel() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  });
}
