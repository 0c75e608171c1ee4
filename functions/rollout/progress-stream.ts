import { rolloutSettled } from '../../contract/rollouts';
import type { RolloutListItem, RolloutView } from '../../contract/rollouts';
import type { Logger } from '../platform/logger';

/** Where the stream reads a rollout from: cheaply every poll, exactly now and then. */
export interface ProgressSource {
  /** From the rollout document alone (one point read): counts as of its summary (~5 s old at most while running). */
  fromSummary(): Promise<RolloutListItem>;
  /** Counted from every per-cluster record, with the failed and deferred clusters. */
  exact(): Promise<RolloutView>;
}

export interface ProgressStreamOptions {
  pollMs?: number;
  /** Longest time between exact reads while the rollout is not final. */
  exactEveryMs?: number;
  keepAliveMs?: number;
  maxMs?: number;
  /** The stream's clock (tests pass a manual one). */
  now?: () => number;
}

/**
 * Server-sent events for one rollout: a `progress` event whenever the view changes, a comment
 * every 15 s so idle proxies keep the stream open, an `end` event once the rollout is final.
 * Polls the store (the source of truth) rather than an in-process event bus, so it works the same
 * on any instance in Azure. Closes itself after `maxMs`; clients reconnect.
 *
 * Each poll reads only the rollout document, so a change of state, stage or halt reason is sent at
 * the next poll; its counts are the summary's. Counting the records costs one read per cluster
 * (10,000 a second per watcher on a 10,000-cluster rollout if done every poll), so that happens on
 * the first poll, at most every `exactEveryMs` after it, and once the rollout is final, so the last
 * event is exact. Between exact reads the failed and deferred clusters are those of the last one.
 */
export function progressStream(
  source: ProgressSource,
  log: Logger,
  options: ProgressStreamOptions = {},
): ReadableStream<Uint8Array> {
  const pollMs = options.pollMs ?? 1000;
  const exactEveryMs = options.exactEveryMs ?? 30_000;
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const maxMs = options.maxMs ?? 30 * 60_000;
  const now = options.now ?? Date.now;
  const encoder = new TextEncoder();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let exact: { view: RolloutView; at: number } | undefined;

  const readExact = async (at: number): Promise<RolloutView> => {
    const view = await source.exact();
    exact = { view, at };
    return view;
  };
  const read = async (): Promise<RolloutView> => {
    const at = now();
    if (!exact || at - exact.at >= exactEveryMs) return readExact(at);
    const { countsAsOf, ...progress } = await source.fromSummary();
    if (rolloutSettled(progress)) return readExact(at);
    // A summary counted before the last exact read would take the counts back in time (a watcher
    // saw `1/7` and then `0/7`): until a pass counts again, the exact view stands, unless the
    // rollout moved on since, which the summary always has current.
    if (Date.parse(countsAsOf) < exact.at && sameProgress(progress, exact.view)) return exact.view;
    return {
      ...progress,
      failures: exact.view.failures,
      rollback: exact.view.rollback,
      deferred: exact.view.deferred,
      healthChecks: exact.view.healthChecks,
    };
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const started = now();
      let last = '';
      let lastSent = now();
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
          const view = await read();
          const json = JSON.stringify(view);
          if (json !== last) {
            last = json;
            send(`event: progress\nid: ${view.updatedAt}\ndata: ${json}\n\n`);
          } else if (now() - lastSent >= keepAliveMs) {
            send(': keep-alive\n\n');
          }
          // Where the rollout moves no more by itself (an operator's later rollback is a new
          // watch); a Halted one that rolls back automatically is followed to RolledBack.
          if (rolloutSettled(view)) {
            send(`event: end\ndata: ${JSON.stringify({ state: view.state })}\n\n`);
            return close();
          }
          if (now() - started >= maxMs) return close();
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

/** The same state, stage, halt reason and stage states: nothing the summary has newer than the counts. */
function sameProgress(summary: Omit<RolloutListItem, 'countsAsOf'>, exact: RolloutView): boolean {
  return (
    summary.state === exact.state &&
    summary.currentStage === exact.currentStage &&
    summary.haltReason === exact.haltReason &&
    summary.stages.length === exact.stages.length &&
    summary.stages.every((stage, index) => stage.state === exact.stages[index]!.state)
  );
}
