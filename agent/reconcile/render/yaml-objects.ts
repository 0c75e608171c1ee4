import { parseAllDocuments } from 'yaml';
import { isJsonObject } from '../../../contract/json/merge-patch';
import type { KubeObject } from '../../kube/port';
import { RenderError } from './port';

/** Parses multi-document YAML into objects, flattening `kind: List`, skipping empty documents. */
export function parseObjects(text: string, origin: string): KubeObject[] {
  const out: KubeObject[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0)
      throw new RenderError(`${origin}: invalid YAML: ${doc.errors[0]?.message ?? ''}`);
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) continue;
    collect(value, origin, out);
  }
  return out;
}

function collect(value: unknown, origin: string, out: KubeObject[]): void {
  if (!isJsonObject(value)) throw new RenderError(`${origin}: a document is not a Kubernetes object`);
  if (value.kind === 'List' && Array.isArray(value.items)) {
    for (const item of value.items) collect(item, origin, out);
    return;
  }
  const metadata = value.metadata;
  if (typeof value.apiVersion !== 'string' || typeof value.kind !== 'string' || !isJsonObject(metadata)) {
    throw new RenderError(`${origin}: an object lacks apiVersion, kind or metadata`);
  }
  if (typeof metadata.name !== 'string' || metadata.name === '') {
    throw new RenderError(`${origin}: a ${value.kind} has no metadata.name`);
  }
  out.push(value as KubeObject);
}
