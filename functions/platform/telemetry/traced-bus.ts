import { SpanKind } from '@opentelemetry/api';
import type { Attributes, Tracer } from '@opentelemetry/api';
import type { OutgoingMessage } from '../bus/bus';
import {
  CLUSTER_ID_ATTRIBUTE,
  TENANT_ID_ATTRIBUTE,
  TRACEPARENT_PROPERTY,
  contextFromCarrier,
  inSpan,
  traceparentOf,
} from '../../../contract/trace-context';

/**
 * Sends messages inside a PRODUCER span and stamps each with that span's W3C `traceparent` as an
 * application property (kept end to end by Service Bus and the SQLite queue alike), so the
 * consumer's span (consumeInSpan) continues the trace of whoever sent it: an operator's
 * `POST rollouts` becomes one trace down to every cluster's fan-out handler and pin write. A
 * message that already carries a `traceparent` keeps it.
 */
export function tracedMessages<T>(
  tracer: Tracer,
  operation: 'send' | 'schedule',
  queue: string,
  messages: OutgoingMessage | OutgoingMessage[],
  deliver: (traced: OutgoingMessage | OutgoingMessage[]) => Promise<T>,
): Promise<T> {
  const count = Array.isArray(messages) ? messages.length : 1;
  return inSpan(
    tracer,
    `${operation} ${queue}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'servicebus',
        'messaging.operation.name': operation,
        'messaging.destination.name': queue,
        'messaging.batch.message_count': count,
      },
    },
    async () => {
      const traceparent = traceparentOf();
      if (!traceparent) return deliver(messages);
      const stamp = (message: OutgoingMessage): OutgoingMessage =>
        message.applicationProperties?.[TRACEPARENT_PROPERTY] !== undefined
          ? message
          : {
              ...message,
              applicationProperties: {
                ...message.applicationProperties,
                [TRACEPARENT_PROPERTY]: traceparent,
              },
            };
      return deliver(Array.isArray(messages) ? messages.map(stamp) : stamp(messages));
    },
  );
}

/** What a queue trigger's InvocationContext says of the message (Azure and the embedded runner alike). */
interface TriggerMetadata {
  messageId?: unknown;
  deliveryCount?: unknown;
  applicationProperties?: unknown;
}

/**
 * Runs a queue trigger's handler in a CONSUMER span parented on the message's `traceparent`, with
 * the tenant and cluster of the message body as attributes (the fan-out message names both).
 */
export function consumeInSpan<T>(
  tracer: Tracer,
  queue: string,
  message: unknown,
  metadata: unknown,
  handle: () => Promise<T>,
): Promise<T> {
  const meta = (metadata ?? {}) as TriggerMetadata;
  const properties =
    meta.applicationProperties && typeof meta.applicationProperties === 'object'
      ? (meta.applicationProperties as Record<string, string | number | boolean>)
      : undefined;
  const body = (message ?? {}) as { tenantId?: unknown; clusterId?: unknown };
  const attributes: Attributes = {
    'messaging.system': 'servicebus',
    'messaging.operation.name': 'process',
    'messaging.destination.name': queue,
  };
  if (typeof meta.messageId === 'string') attributes['messaging.message.id'] = meta.messageId;
  if (typeof meta.deliveryCount === 'number')
    attributes['messaging.servicebus.message.delivery_count'] = meta.deliveryCount;
  if (typeof body.tenantId === 'string') attributes[TENANT_ID_ATTRIBUTE] = body.tenantId;
  if (typeof body.clusterId === 'string') attributes[CLUSTER_ID_ATTRIBUTE] = body.clusterId;
  return inSpan(
    tracer,
    `process ${queue}`,
    { kind: SpanKind.CONSUMER, attributes, parent: contextFromCarrier(properties) },
    handle,
  );
}
