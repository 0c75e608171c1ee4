import type { PlacementDocument } from './model';

/**
 * The placement of one consumer object, make before break:
 *
 *   Pending -> Placing(new) -> Ready(p) -> Replacing(new, p) -> Switched(new, p) -> Ready(new)
 *
 * The consumer follows one provider at a time (`serving`): while a replacement is made it keeps the
 * old one; it is switched only once the new copy is ready, and the old copy is deleted only after
 * the consumer applied the switch. Each call makes at most one transition; the caller writes it
 * with compare-and-swap on the document's etag, so a crash between steps resumes where it stopped
 * and two writers never both succeed.
 */
export interface PlacementWorld {
  /** The provider placement picks now for a new copy, or undefined when none accepts. */
  chosen: string | undefined;
  /** Why no provider accepts (for the condition), when `chosen` is undefined. */
  noProvider: string;
  /** Whether the provider may keep (or go on making) its copy. */
  keeps(provider: string): boolean;
  /** Whether the provider's cluster still exists. */
  exists(provider: string): boolean;
  /** The digest of the copy providers should hold now. */
  copyDigest: string;
  now: string;
}

/** The provider the consumer follows: its status and related resources come from there. */
export function serving(doc: PlacementDocument): string | undefined {
  switch (doc.state) {
    case 'Ready':
    case 'Switched':
      return doc.provider;
    case 'Replacing':
      return doc.previous;
    default:
      return undefined;
  }
}

/** The provider's copy is applied at the current digest, ready, and every related resource exists. */
export function copyReady(doc: PlacementDocument, provider: string, digest: string): boolean {
  const copy = doc.copies[provider];
  return (
    copy !== undefined &&
    copy.state === 'Applied' &&
    copy.ready &&
    copy.digest === digest &&
    copy.related.every((related) => !related.missing)
  );
}

/** Whether the old copy of a switched placement may go: the consumer applied the new provider's write-back. */
export function cleanupAllowed(doc: PlacementDocument): boolean {
  return (
    doc.state === 'Switched' &&
    doc.served !== undefined &&
    doc.served.provider === doc.provider &&
    doc.served.applied &&
    !doc.migration?.holdCleanup
  );
}

function moved(
  doc: PlacementDocument,
  world: PlacementWorld,
  state: PlacementDocument['state'],
  provider: string | undefined,
  previous: string | undefined,
  reason?: string,
): PlacementDocument {
  const { provider: _p, previous: _o, reason: _r, ...rest } = doc;
  return {
    ...rest,
    state,
    ...(provider !== undefined ? { provider } : {}),
    ...(previous !== undefined ? { previous } : {}),
    ...(reason !== undefined ? { reason } : {}),
    since: world.now,
  };
}

function withReason(doc: PlacementDocument, reason: string | undefined): PlacementDocument | undefined {
  if (doc.reason === reason) return undefined;
  const { reason: _r, ...rest } = doc;
  return reason === undefined ? rest : { ...rest, reason };
}

/** The next state, or undefined when the placement stays as it is. */
export function step(doc: PlacementDocument, world: PlacementWorld): PlacementDocument | undefined {
  const gone = Object.keys(doc.copies).filter((provider) => !world.exists(provider));
  if (gone.length > 0) {
    const copies = { ...doc.copies };
    for (const provider of gone) delete copies[provider];
    return { ...doc, copies };
  }
  if (doc.deleting) {
    return doc.state === 'Deleting' ? undefined : moved(doc, world, 'Deleting', doc.provider, doc.previous);
  }
  const current = doc.provider;
  const target =
    doc.migration?.target ??
    (current !== undefined && doc.state !== 'Pending' && world.keeps(current) ? current : world.chosen);
  switch (doc.state) {
    case 'Pending':
    case 'Deleting':
      return target !== undefined
        ? moved(doc, world, 'Placing', target, undefined)
        : withReason(doc, world.noProvider);
    case 'Placing':
      if (target === undefined) return moved(doc, world, 'Pending', undefined, undefined, world.noProvider);
      if (target !== current) return moved(doc, world, 'Placing', target, undefined);
      return copyReady(doc, target, world.copyDigest)
        ? moved(doc, world, 'Ready', target, undefined)
        : undefined;
    case 'Ready':
      if (target === current) return withReason(doc, undefined);
      if (target === undefined) {
        return withReason(
          doc,
          `${world.noProvider}; the object stays where it is until another provider accepts it`,
        );
      }
      return moved(doc, world, 'Replacing', target, current);
    case 'Replacing': {
      const old = doc.previous!;
      if (target === old) return moved(doc, world, 'Ready', old, undefined);
      if (target === undefined) return withReason(doc, world.noProvider);
      if (target !== current) return moved(doc, world, 'Replacing', target, old);
      if (doc.migration?.holdSwitch) return undefined;
      return copyReady(doc, target, world.copyDigest)
        ? moved(doc, world, 'Switched', target, old)
        : undefined;
    }
    case 'Switched': {
      const old = doc.previous!;
      if (target === old && doc.copies[old] !== undefined && copyReady(doc, old, world.copyDigest)) {
        // Rolled back before the old copy went: switch the consumer back, then the new copy goes.
        return moved(doc, world, 'Switched', old, current);
      }
      if (cleanupAllowed(doc) && doc.copies[old] === undefined) {
        return moved(doc, world, 'Ready', current, undefined);
      }
      return undefined;
    }
  }
}

/** What a provider should do with its copy: keep it (`copy`), delete it, or nothing (it has none). */
export function copyAction(doc: PlacementDocument, provider: string): 'copy' | 'delete' | 'none' {
  const holds = doc.copies[provider] !== undefined;
  const drop = holds ? 'delete' : 'none';
  if (doc.state === 'Deleting' || doc.state === 'Pending') return drop;
  if (provider === doc.provider) return 'copy';
  if (provider === doc.previous) {
    if (doc.state === 'Replacing') return 'copy';
    if (doc.state === 'Switched') return cleanupAllowed(doc) ? drop : 'copy';
  }
  return drop;
}

/** The consumer's finalizer may go: the object is being deleted and no provider holds a copy. */
export function releasable(doc: PlacementDocument): boolean {
  return doc.state === 'Deleting' && Object.keys(doc.copies).length === 0;
}
