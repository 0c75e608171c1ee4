import { z } from 'zod';
import { ExtensionName, Timestamp } from './common';
import { DriftedObject, MAX_DRIFTED_OBJECTS } from './drift-policy';

export const MAX_STATUS_EVENTS = 500;

/**
 * The highest attempt number an event may carry; agents stop counting there. Retrying every 30 s, an
 * agent reaches it after about a year at one generation; the bound limits what one malformed event
 * can add to arcbridge_reconcile_retries_total.
 */
export const MAX_ATTEMPT = 1_000_000;

export const ExtensionPhase = z
  .enum(['Pending', 'Installing', 'Installed', 'Degraded', 'Failed', 'Drifted', 'Removing', 'Removed'])
  .meta({ id: 'ExtensionPhase' });

export const StatusEvent = z
  .object({
    extension: ExtensionName,
    phase: ExtensionPhase,
    reason: z
      .string()
      .regex(/^[A-Z][A-Za-z0-9]{0,127}$/, 'UpperCamelCase, like a Kubernetes condition reason'),
    message: z.string().max(4096).optional(),
    lastTransitionTime: Timestamp,
    observedGeneration: z.number().int().min(0),
    attempt: z
      .number()
      .int()
      .min(1)
      .max(MAX_ATTEMPT)
      .optional()
      .describe(
        'Which attempt of the agent to install or remove this extension at observedGeneration the event belongs to: 1 for the first, n for the (n-1)th retry. Absent when the agent made no attempt at that generation (the extension was already installed and unchanged) or predates the field.',
      ),
    drift: z
      .array(DriftedObject)
      .max(MAX_DRIFTED_OBJECTS)
      .optional()
      .describe(
        'The fields found differing from what the agent applied (reason DriftDetected under drift mode Report, DriftCorrected under Repair).',
      ),
  })
  .strict()
  .meta({ id: 'StatusEvent' });
export type StatusEvent = z.infer<typeof StatusEvent>;

export const StatusRequest = z
  .object({ events: z.array(StatusEvent).min(1).max(MAX_STATUS_EVENTS) })
  .strict()
  .meta({ id: 'StatusRequest' });

export const StatusAccepted = z.object({ accepted: z.number().int() }).meta({ id: 'StatusAccepted' });
