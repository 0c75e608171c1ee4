import type { ExtensionVersion } from '../../contract/catalog';
import type { DocumentBase } from '../platform/store/store';

/** One published, immutable extension version; id `name@version`. */
export interface CatalogVersionDocument extends DocumentBase, ExtensionVersion {}

export function catalogVersionId(name: string, version: string): string {
  return `${name}@${version}`;
}
