import { z } from 'zod';
import { ExtensionName, Timestamp } from './common';

export const MAX_STATUS_EVENTS = 500;

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
  })
  .strict()
  .meta({ id: 'StatusEvent' });
export type StatusEvent = z.infer<typeof StatusEvent>;

export const StatusRequest = z
  .object({ events: z.array(StatusEvent).min(1).max(MAX_STATUS_EVENTS) })
  .strict()
  .meta({ id: 'StatusRequest' });

export const StatusAccepted = z.object({ accepted: z.number().int() }).meta({ id: 'StatusAccepted' });
