import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { RenderError } from './port';

/**
 * Extracts a .tar.gz of regular files and directories (ustar, GNU long names) into `dir`.
 * Small on purpose: the runtime image has no tar binary. Links and devices are refused, and no
 * entry may escape `dir`.
 */
export function extractTarGz(archive: Buffer, dir: string): void {
  const tar = gunzipSync(archive);
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    longName = undefined;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '');
      continue;
    }
    if (type === 'x' || type === 'g') continue;
    const target = safeJoin(dir, name);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body);
    } else throw new RenderError(`archive entry ${name} is not a regular file or directory`);
  }
}

function field(header: Buffer, start: number, length: number): string {
  return header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
}

function safeJoin(dir: string, name: string): string {
  const target = normalize(join(dir, name));
  if (target !== normalize(dir) && !target.startsWith(normalize(dir) + sep)) {
    throw new RenderError(`archive entry ${name} escapes the extraction directory`);
  }
  return target;
}
