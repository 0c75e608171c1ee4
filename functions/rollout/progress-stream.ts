import type { RolloutView } from '../api/rollouts';
import type { Logger } from '../platform/logger';

const FINAL = new Set(['Completed', 'RolledBack', 'Halted']);

/**
 * Server-sent events for one rollout: a `progress` event whenever the view changes, a comment
 * every 15 s so idle proxies keep the stream open, an `end` event once the rollout is final.
 * Polls the store (the source of truth) rather than an in-process event bus, so it works the same
 * on any instance in Azure. Closes itself after `maxMs`; clients reconnect.
 */
export function progressStream(
  read: () => Promise<RolloutView>,
  log: Logger,
  options: { pollMs?: number; keepAliveMs?: number; maxMs?: number } = {},
): ReadableStream<Uint8Array> {
  const pollMs = options.pollMs ?? 1000;
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const maxMs = options.maxMs ?? 30 * 60_000;
  const encoder = new TextEncoder();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const started = Date.now();
      let last = '';
      let lastSent = Date.now();
      const send = (text: string) => {
        if (closed) return;
        controller.enqueue(encoder.encode(text));
        lastSent = Date.now();
      };
      const close = () => {
        if (closed) return;
        closed = true;
        if (timer) clearTimeout(timer);
        controller.close();
      };
      const tick = async () => {
        try {
          const view = await read();
          const json = JSON.stringify(view);
          if (json !== last) {
            last = json;
            send(`event: progress\nid: ${view.updatedAt}\ndata: ${json}\n\n`);
          } else if (Date.now() - lastSent >= keepAliveMs) {
            send(': keep-alive\n\n');
          }
          if (FINAL.has(view.state)) {
            send(`event: end\ndata: ${JSON.stringify({ state: view.state })}\n\n`);
            return close();
          }
          if (Date.now() - started >= maxMs) return close();
        } catch (err) {
          log.warn('rollout event stream failed', { error: String(err) });
          send(`event: error\ndata: ${JSON.stringify({ message: 'progress unavailable; reconnect' })}\n\n`);
          return close();
        }
        if (!closed) timer = setTimeout(() => void tick(), pollMs);
      };
      void tick();
    },
    cancel() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  });
}
