import type { Bus, OutgoingMessage, ReceivedMessage } from '../bus/bus';
import type { Logger } from '../logger';
import { SignerUnavailableError } from '../signer/signer';
import type { ClientCertificateRequest, IssuedCertificate, Signer } from '../signer/signer';
import { LogEvents } from './telemetry-names';
import type { Telemetry } from './telemetry';
import { tracedMessages } from './traced-bus';

/**
 * Decorators that record port-level telemetry once for every adapter, so neither the adapters nor
 * the capability services carry metric code: a Signer wrapper for signing failures, a Bus wrapper
 * for messages by outcome (and the trace context each message carries, traced-bus.ts), and the
 * rollout progress observation.
 */

export type SigningFailureReason = 'throttled' | 'unavailable' | 'forbidden' | 'error';

export function signingFailureReason(err: unknown): { reason: SigningFailureReason; statusCode?: number } {
  const status = statusCodeOf(err) ?? statusCodeOf((err as { cause?: unknown } | null)?.cause);
  if (err instanceof SignerUnavailableError) {
    if (status === 429 || /\b429\b/.test(err.message)) return { reason: 'throttled', statusCode: 429 };
    return { reason: 'unavailable', ...(status !== undefined ? { statusCode: status } : {}) };
  }
  if (status === 401 || status === 403) return { reason: 'forbidden', statusCode: status };
  return { reason: 'error', ...(status !== undefined ? { statusCode: status } : {}) };
}

function statusCodeOf(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

export function instrumentSigner(signer: Signer, telemetry: Telemetry, log: Logger, keyName: string): Signer {
  return {
    caCertificatePem: () => signer.caCertificatePem(),
    async issueClientCertificate(request: ClientCertificateRequest): Promise<IssuedCertificate> {
      try {
        return await signer.issueClientCertificate(request);
      } catch (err) {
        const { reason, statusCode } = signingFailureReason(err);
        telemetry.instruments.signingFailures.add(1, { reason });
        log.error(LogEvents.signingFailed.name, { reason, statusCode, keyName });
        throw err;
      }
    },
  };
}

/**
 * Counts messages by outcome at the port. Embedded and emulated, the queue trigger runner settles
 * through this Bus, so every outcome is counted; in Azure the Functions host settles Service Bus
 * messages itself, so only `sent` and `scheduled` come from here (completions, abandons and
 * dead-letters there are Service Bus platform metrics; see docs/operations.md).
 */
export function instrumentBus(bus: Bus, telemetry: Telemetry, log: Logger): Bus {
  const count = (queue: string, outcome: string, n = 1) => {
    if (n > 0) telemetry.instruments.busMessages.add(n, { queue, outcome });
  };
  const many = (messages: OutgoingMessage | OutgoingMessage[]) =>
    Array.isArray(messages) ? messages.length : 1;
  return {
    cancelScheduled: (queue, sequenceNumbers) => bus.cancelScheduled(queue, sequenceNumbers),
    async receive(queue, options) {
      const messages = await bus.receive(queue, options);
      for (const message of messages) {
        // A redelivery is the control plane retrying a reconcile step (embedded and emulated; in
        // Azure the Functions host receives, see instrumentBus above).
        if (message.deliveryCount > 1) {
          const tenantId = (message.body as { tenantId?: unknown } | null)?.tenantId;
          telemetry.instruments.reconcileRetries.add(1, {
            tenantId: typeof tenantId === 'string' ? tenantId : '-',
            source: 'controlplane',
          });
        }
      }
      return messages;
    },
    renewLock: (message) => bus.renewLock(message),
    peekDeadLetters: (queue, options) => bus.peekDeadLetters(queue, options),
    close: () => bus.close(),
    async send(queue: string, messages: OutgoingMessage | OutgoingMessage[]) {
      await tracedMessages(telemetry.tracer, 'send', queue, messages, (traced) => bus.send(queue, traced));
      count(queue, 'sent', many(messages));
    },
    async schedule(queue: string, at: Date, messages: OutgoingMessage | OutgoingMessage[]) {
      const sequenceNumbers = await tracedMessages(telemetry.tracer, 'schedule', queue, messages, (traced) =>
        bus.schedule(queue, at, traced),
      );
      count(queue, 'scheduled', many(messages));
      return sequenceNumbers;
    },
    async complete(message: ReceivedMessage) {
      await bus.complete(message);
      count(message.queue, 'completed');
    },
    async abandon(message: ReceivedMessage) {
      await bus.abandon(message);
      count(message.queue, 'abandoned');
    },
    async deadLetter(message: ReceivedMessage, reason: string, description?: string) {
      await bus.deadLetter(message, reason, description);
      count(message.queue, 'deadlettered');
      log.error(LogEvents.busMessageDeadLettered.name, {
        queue: message.queue,
        messageId: message.messageId,
        reason,
        deliveryCount: message.deliveryCount,
      });
    },
  };
}
