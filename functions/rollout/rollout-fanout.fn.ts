import { app } from '@azure/functions';
import type { RuntimeProvider } from '../runtime';
import { FANOUT_QUEUE } from './model';

/**
 * The fan-out consumer. In Azure the Functions host peek-locks from Service Bus (identity-based
 * connection `ServiceBusConnection__fullyQualifiedNamespace`); embedded, the queue trigger runner does the same
 * from the SQLite queue. A throw abandons the message: it is retried and, after the queue's
 * max delivery count, dead-lettered with the error.
 */
export function registerRolloutFanout(runtime: RuntimeProvider): void {
  app.serviceBusQueue('rolloutFanout', {
    queueName: FANOUT_QUEUE,
    connection: 'ServiceBusConnection',
    handler: async (message, context) => {
      const rt = await runtime();
      const outcome = await rt.fanout.handle(message);
      rt.log.debug('fan-out message handled', {
        outcome,
        deliveryCount: (context.triggerMetadata as { deliveryCount?: number } | undefined)?.deliveryCount,
      });
    },
  });
}
