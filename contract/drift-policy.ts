import { z } from 'zod';

/** The most ignore rules one assignment may carry. */
export const MAX_IGNORED_POINTERS = 100;

/**
 * An RFC 6901 JSON pointer into a Kubernetes object: `/` then reference tokens separated by `/`,
 * where `~` only appears escaped as `~0` or `~1` (section 3's grammar). The empty pointer (the whole
 * document) is refused: ignoring a whole object is `mode: Ignore`.
 */
export const JSON_POINTER = /^(\/([^~/]|~[01])*)+$/;

/** Checked by the service (422 with every bad pointer at once), not the schema (400). */
export const JsonPointer = z
  .string()
  .max(1024)
  .describe('An RFC 6901 JSON pointer such as /spec/replicas (escape ~ as ~0 and / as ~1).')
  .meta({ id: 'JsonPointer', example: '/spec/replicas' });

/** Every ignore pointer that is not an RFC 6901 JSON pointer, as violations at `path`. */
export function pointerViolations(
  pointers: readonly string[],
  path: string,
): Array<{ path: string; message: string }> {
  return pointers.flatMap((pointer, index) =>
    JSON_POINTER.test(pointer)
      ? []
      : [
          {
            path: `${path}[${index}]`,
            message: `'${pointer}' is not an RFC 6901 JSON pointer: start with / (as in /spec/replicas), escape ~ as ~0 and / as ~1`,
          },
        ],
  );
}

export const DriftMode = z.enum(['Repair', 'Report', 'Ignore']).meta({ id: 'DriftMode' });
export type DriftMode = z.infer<typeof DriftMode>;

export const DriftPolicy = z
  .object({
    mode: DriftMode.optional().describe(
      'Repair (the default) re-applies drifted fields; Report names them in the status and touches nothing; Ignore checks nothing.',
    ),
    ignore: z
      .array(JsonPointer)
      .max(MAX_IGNORED_POINTERS)
      .optional()
      .describe(
        'Fields (in every object of the extension) the agent never reverts nor reports, e.g. /spec/replicas under a HorizontalPodAutoscaler: they are left out of the applied configuration once the object exists, so another field manager keeps them.',
      ),
  })
  .strict()
  .meta({ id: 'DriftPolicy' });
export type DriftPolicy = z.infer<typeof DriftPolicy>;

/** The reference tokens of a pointer, unescaped (`~1` before `~0`, as section 4 says). */
export function pointerTokens(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer of a path of tokens, escaped (`~` before `/`). */
export function toPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The objects whose fields differ from what the agent applied, as a status event carries them. */
export const DriftedObject = z
  .object({
    object: z.string().max(512).describe('apiVersion, kind, namespace/name.'),
    fields: z.array(z.string().max(1024)).max(100).describe('JSON pointers of the differing fields.'),
  })
  .strict()
  .meta({ id: 'DriftedObject' });
export type DriftedObject = z.infer<typeof DriftedObject>;

/** The most drifted objects one status event carries. */
export const MAX_DRIFTED_OBJECTS = 50;
