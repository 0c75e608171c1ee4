import { z } from 'zod';
import { SECRET_REFS_ALLOWED } from './secret-references';
import { ExtensionName, Timestamp } from './common';
import { ExtensionKind, ExtensionSource } from './desired';
import { DependsOn } from './extension-dependencies';

/** Versions become document ids (`name@version`), so they keep to characters every store accepts. */
export const ExtensionVersionId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/, 'letters, digits, dots, dashes, underscores and plus signs')
  .meta({ id: 'ExtensionVersionId', example: '4.11.0' });

export const PolicyRule = z
  .object({
    name: z.string().regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'a DNS label'),
    expression: z
      .string()
      .min(1)
      .max(4096)
      .describe(
        "CEL over `values`, `namespace` and `cluster` that must be true, e.g. `values.replicas <= 5` or `namespace.startsWith('team-')`.",
      ),
    message: z.string().max(512).optional().describe('Shown when the rule is false.'),
  })
  .strict()
  .meta({ id: 'PolicyRule' });
export type PolicyRule = z.infer<typeof PolicyRule>;

const JsonObject = z.record(z.string(), z.unknown());

export const PublishExtensionVersionRequest = z
  .object({
    kind: ExtensionKind,
    source: ExtensionSource,
    defaultValues: JsonObject.optional().describe(
      `Base values every assignment starts from. ${SECRET_REFS_ALLOWED}`,
    ),
    valuesSchema: JsonObject.optional().describe(
      'A JSON Schema (draft 2020-12 or 07) the hydrated values must satisfy.',
    ),
    policies: z.array(PolicyRule).max(50).optional(),
    dependsOn: DependsOn.optional(),
  })
  .strict()
  .meta({ id: 'PublishExtensionVersionRequest' });
export type PublishExtensionVersionRequest = z.infer<typeof PublishExtensionVersionRequest>;

export const ExtensionVersion = z
  .object({
    name: ExtensionName,
    version: ExtensionVersionId,
    kind: ExtensionKind,
    source: ExtensionSource,
    defaultValues: JsonObject,
    valuesSchema: JsonObject.optional(),
    policies: z.array(PolicyRule),
    dependsOn: DependsOn.optional(),
    publishedAt: Timestamp,
    digest: z.string().describe('SHA-256 of the canonical body: equal bodies have equal digests.'),
  })
  .meta({ id: 'ExtensionVersion' });
export type ExtensionVersion = z.infer<typeof ExtensionVersion>;

export const ExtensionVersionSummary = z
  .object({ version: ExtensionVersionId, kind: ExtensionKind, publishedAt: Timestamp })
  .meta({ id: 'ExtensionVersionSummary' });

export const Extension = z
  .object({ name: ExtensionName, versions: z.array(ExtensionVersionSummary) })
  .meta({ id: 'Extension' });

export const ExtensionList = z.object({ items: z.array(Extension) }).meta({ id: 'ExtensionList' });
