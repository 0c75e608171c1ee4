import { problems } from '../../contract/problems';
import { parseLabelSelector } from '../platform/store/label-selector';
import type { Collection, Filter, Page, Versioned } from '../platform/store/store';
import type { ClusterDocument, StatusDocument } from './model';

/** What the cluster list can be narrowed by: each one a store filter, so a search reads only its matches. */
export interface ClusterSearch {
  labelSelector?: string | undefined;
  namePrefix?: string | undefined;
  idPrefix?: string | undefined;
  /** This group and everything below it, as in the fleet summary. */
  group?: string | undefined;
  region?: string | undefined;
  /** With `phase` and/or `extensionVersion`: clusters by the state of one extension. */
  extension?: string | undefined;
  phase?: string | undefined;
  extensionVersion?: string | undefined;
  continuationToken?: string | undefined;
  limit?: number | undefined;
}

/**
 * One page of matching cluster documents. A search by an extension's phase or version reads the
 * status documents (which hold them, with a copy of the labels and group, see FleetSummaryService)
 * and then the clusters of that page; every other search reads the cluster documents. A group
 * is two disjoint AND-ed filter sets (the group itself, then what lies below it) paged one after
 * the other behind one continuation token.
 */
export async function searchClusters(
  collections: { clusters: Collection<ClusterDocument>; status: Collection<StatusDocument> },
  tenantId: string,
  search: ClusterSearch,
): Promise<Page<Versioned<ClusterDocument>>> {
  const byExtension = search.extension !== undefined;
  if (!byExtension && (search.phase !== undefined || search.extensionVersion !== undefined)) {
    throw problems.badRequest('phase and extensionVersion need the extension they are about.', [
      { path: 'query.extension', message: 'required with phase or extensionVersion' },
    ]);
  }
  const where = search.labelSelector ? parseLabelSelector(search.labelSelector) : [];
  if (search.idPrefix) where.push({ path: ['id'], op: 'startsWith', value: search.idPrefix });
  // Status documents hold neither name nor region: on that path both narrow the page read.
  const after: ((cluster: ClusterDocument) => boolean)[] = [];
  if (byExtension) {
    const extension = search.extension!;
    if (search.phase) where.push({ path: ['latest', extension, 'phase'], op: 'eq', value: search.phase });
    if (search.extensionVersion)
      where.push({ path: ['installed', extension], op: 'eq', value: search.extensionVersion });
    if (!search.phase && !search.extensionVersion)
      where.push({ path: ['latest', extension, 'phase'], op: 'exists' });
    if (search.namePrefix) after.push((cluster) => cluster.name.startsWith(search.namePrefix!));
    if (search.region) after.push((cluster) => cluster.region === search.region);
  } else {
    if (search.namePrefix) where.push({ path: ['name'], op: 'startsWith', value: search.namePrefix });
    if (search.region) where.push({ path: ['region'], op: 'eq', value: search.region });
  }
  const variants: Filter[][] =
    search.group === undefined
      ? [where]
      : [
          [...where, { path: ['group'], op: 'eq', value: search.group }],
          [...where, { path: ['group'], op: 'startsWith', value: `${search.group}/` }],
        ];
  const cursor = decodeCursor(search.continuationToken, variants.length);
  const limit = search.limit ?? 100;
  const source: Collection<ClusterDocument | StatusDocument> = byExtension
    ? collections.status
    : collections.clusters;
  const page = await source.query(tenantId, {
    where: variants[cursor.variant]!,
    limit,
    ...(cursor.token ? { continuationToken: cursor.token } : {}),
  });
  const next =
    page.continuationToken !== undefined
      ? { variant: cursor.variant, token: page.continuationToken }
      : cursor.variant + 1 < variants.length
        ? { variant: cursor.variant + 1 }
        : undefined;
  const clusters = byExtension
    ? await collections.clusters.readMany(
        tenantId,
        page.items.map((item) => item.doc.id),
      )
    : (page.items as Versioned<ClusterDocument>[]);
  const order = new Map(page.items.map((item, index) => [item.doc.id, index]));
  return {
    items: clusters
      .filter((cluster) => after.every((keep) => keep(cluster.doc)))
      .sort((a, b) => order.get(a.doc.id)! - order.get(b.doc.id)!),
    ...(next ? { continuationToken: encodeCursor(next, variants.length) } : {}),
  };
}

interface Cursor {
  variant: number;
  token?: string;
}

/** With one filter set the store's own token, unchanged; with two, which set and its token. */
function encodeCursor(cursor: Cursor, variants: number): string {
  if (variants === 1) return cursor.token!;
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(token: string | undefined, variants: number): Cursor {
  if (token === undefined) return { variant: 0 };
  if (variants === 1) return { variant: 0, token };
  try {
    const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
    if (
      Number.isInteger(cursor.variant) &&
      cursor.variant >= 0 &&
      cursor.variant < variants &&
      (cursor.token === undefined || typeof cursor.token === 'string')
    )
      return cursor;
  } catch {
    // Falls through to the problem below.
  }
  throw problems.badRequest('Malformed continuation token: pass back the one the last page returned.', [
    { path: 'query.continuationToken', message: 'not a token this list returned' },
  ]);
}
