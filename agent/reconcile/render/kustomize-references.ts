import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { isJsonObject } from '../../../contract/json/merge-patch';
import { RenderError } from './port';

const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
/** Fields whose entries name files or kustomization directories (kustomize v5 `types.Kustomization`). */
const LIST_FIELDS = [
  'resources',
  'bases',
  'components',
  'crds',
  'configurations',
  'patchesStrategicMerge',
  'generators',
  'transformers',
  'validators',
];

/**
 * Kustomize loads a reference from disk when it can and otherwise treats it as a remote base
 * (git or HTTP) that it downloads at build time. So every reference in every kustomization of the
 * unpacked tree must be a file or directory inside it; anything else is refused before kustomize
 * runs. Inline entries (a patch or plugin config written in the list, i.e. multi-line) are not paths.
 */
export function refuseRemoteReferences(root: string): void {
  const realRoot = realpathSync(root);
  for (const file of kustomizationFiles(root)) {
    let doc: unknown;
    try {
      doc = parse(readFileSync(file, 'utf8'), { maxAliasCount: 100 });
    } catch (err) {
      throw new RenderError(`${relative(root, file)} is not valid YAML: ${(err as Error).message}`);
    }
    if (!isJsonObject(doc)) continue;
    for (const [field, entry] of references(doc)) {
      const target = resolve(dirname(file), entry);
      const local = existsSync(target) && insideRoot(realRoot, realpathSync(target));
      if (!local) {
        throw new RenderError(
          `${relative(root, file)}: ${field} entry ${entry} is not a file or directory in the source archive; ` +
            'remote bases and references outside the archive are not allowed, vendor them into the archive',
        );
      }
    }
  }
}

function references(doc: Record<string, unknown>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const field of LIST_FIELDS) {
    const list = doc[field];
    if (!Array.isArray(list)) continue;
    for (const entry of list)
      if (typeof entry === 'string' && !entry.includes('\n')) out.push([field, entry]);
  }
  const openapi = doc.openapi;
  if (isJsonObject(openapi) && typeof openapi.path === 'string') out.push(['openapi.path', openapi.path]);
  return out;
}

function kustomizationFiles(root: string): string[] {
  const out: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // Not following links: a link to a directory inside the tree (checked on unpacking) is
      // walked through its real path, and a link to an ancestor cannot loop the walk.
      const info = lstatSync(path, { throwIfNoEntry: false });
      if (info?.isDirectory()) pending.push(path);
      else if (info?.isFile() && KUSTOMIZATION_FILES.includes(name)) out.push(path);
    }
  }
  return out;
}

function insideRoot(root: string, target: string): boolean {
  return target === root || target.startsWith(root + sep);
}
