import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { c as createTar } from 'tar';
import { RenderError } from '../../agent/reconcile/render/port';
import type { ArchiveLimits } from '../../agent/reconcile/render/untar';
import { DEFAULT_ARCHIVE_LIMITS, extractTarGz } from '../../agent/reconcile/render/untar';
import { rawTarGz } from '../support/tar-archives';
import { tempDir } from './harness';

/** Every byte under `dir`, to show a refused archive never filled the disk. */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = lstatSync(path);
    total += info.isDirectory() ? bytesUnder(path) : info.size;
  }
  return total;
}

describe('extractTarGz (the tar package with limits)', () => {
  const tmp = tempDir('arcbridge-archive-');
  afterAll(() => tmp.remove());
  let n = 0;
  /** A fresh extraction root inside a parent that must stay empty apart from it. */
  const fresh = () => {
    const parent = join(tmp.path, `case-${(n += 1)}`);
    const root = join(parent, 'root');
    mkdirSync(root, { recursive: true });
    return { parent, root };
  };
  const small: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, maxDecompressedBytes: 1024 * 1024 };

  it('unpacks a tree written by the tar package, PAX long names included, private to the agent', async () => {
    const src = join(tmp.path, 'src');
    const longName = `${'x'.repeat(150)}.yaml`;
    mkdirSync(join(src, 'base', 'deep'), { recursive: true });
    writeFileSync(join(src, 'base', 'kustomization.yaml'), 'resources: [cm.yaml]\n');
    writeFileSync(join(src, 'base', 'deep', longName), 'long: true\n');
    const archive = join(tmp.path, 'src.tgz');
    await createTar({ gzip: true, file: archive, cwd: src }, ['base']);
    const { root } = fresh();
    await extractTarGz(readFileSync(archive), root);
    expect(readFileSync(join(root, 'base', 'kustomization.yaml'), 'utf8')).toBe('resources: [cm.yaml]\n');
    expect(readFileSync(join(root, 'base', 'deep', longName), 'utf8')).toBe('long: true\n');
    expect(statSync(join(root, 'base', 'kustomization.yaml')).mode & 0o077).toBe(0);
  });

  it('reads a path given only in a PAX header, and keeps links that stay inside', async () => {
    const { root } = fresh();
    const paxPath = `charts/${'p'.repeat(120)}/values.yaml`;
    await extractTarGz(
      rawTarGz([
        { path: 'charts/', type: 'Directory' },
        { path: paxPath, body: 'a: 1\n', pax: true },
        {
          path: 'charts/link.yaml',
          type: 'SymbolicLink',
          linkpath: `${'p'.repeat(120)}/values.yaml`,
          pax: true,
        },
        { path: 'charts/hard.yaml', type: 'Link', linkpath: paxPath, pax: true },
      ]),
      root,
    );
    expect(readFileSync(join(root, paxPath), 'utf8')).toBe('a: 1\n');
    expect(readlinkSync(join(root, 'charts', 'link.yaml'))).toBe(`${'p'.repeat(120)}/values.yaml`);
    expect(readFileSync(join(root, 'charts', 'hard.yaml'), 'utf8')).toBe('a: 1\n');
  });

  const hostile: Array<[string, Parameters<typeof rawTarGz>[0], RegExp]> = [
    ['path traversal', [{ path: '../evil.txt', body: 'x' }], /evil\.txt escapes the extraction directory/],
    [
      'traversal in the middle',
      [{ path: 'a/../../evil.txt', body: 'x' }],
      /escapes the extraction directory/,
    ],
    ['an absolute path', [{ path: '/tmp/evil.txt', body: 'x' }], /\/tmp\/evil\.txt has an absolute path/],
    ['traversal hidden in a PAX header', [{ path: '../pax-evil.txt', body: 'x', pax: true }], /escapes/],
    [
      'a symlink leaving the root',
      [{ path: 'up', type: 'SymbolicLink', linkpath: '../..' }],
      /link up points outside the extraction directory/,
    ],
    [
      'an absolute symlink',
      [{ path: 'passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }],
      /link passwd points at an absolute path/,
    ],
    [
      'a hardlink leaving the root',
      [{ path: 'h', type: 'Link', linkpath: '../outside.txt' }],
      /link h points outside the extraction directory/,
    ],
    [
      // Lexically `l/..` is the root; the kernel resolves l first, then steps above the root.
      'a symlink escaping through another symlink',
      [
        { path: 'l', type: 'SymbolicLink', linkpath: '.' },
        { path: 'm', type: 'SymbolicLink', linkpath: 'l/..' },
      ],
      /link m points outside the extraction directory/,
    ],
    ['a character device', [{ path: 'dev', type: 'CharacterDevice' }], /dev is a CharacterDevice/],
    ['a FIFO', [{ path: 'fifo', type: 'FIFO' }], /fifo is a FIFO/],
  ];

  it.each(hostile)(
    'refuses %s with a RenderError and writes nothing outside',
    async (_name, entries, reason) => {
      const { parent, root } = fresh();
      const err = await extractTarGz(rawTarGz(entries), root).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RenderError);
      expect((err as Error).message).toMatch(reason);
      expect(readdirSync(parent)).toEqual(['root']);
    },
  );

  it('stops a gzip bomb at the decompressed-bytes limit, declared in a header or not', async () => {
    // 8 MiB of zeros in one file: about 8 KiB compressed.
    const declared = rawTarGz([{ path: 'bomb.bin', body: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(declared.length).toBeLessThan(64 * 1024);
    const first = fresh();
    await expect(extractTarGz(declared, first.root, small)).rejects.toThrow(
      /unpacks to more than 1048576 bytes/,
    );
    expect(bytesUnder(first.root)).toBeLessThanOrEqual(small.maxDecompressedBytes);
    // Zeros after the end-of-archive marker: no header declares them, only counting the stream sees them.
    const trailing = rawTarGz([{ path: 'ok.txt', body: 'fine' }], 8 * 1024 * 1024);
    const second = fresh();
    await expect(extractTarGz(trailing, second.root, small)).rejects.toThrow(
      /unpacks to more than 1048576 bytes/,
    );
  });

  it('refuses archives over the compressed, entry-count and path-length limits', async () => {
    const many = rawTarGz(Array.from({ length: 12 }, (_, i) => ({ path: `f${i}.yaml`, body: 'a' })));
    await expect(
      extractTarGz(many, fresh().root, { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 10 }),
    ).rejects.toThrow(/more than 10 entries/);
    await expect(
      extractTarGz(many, fresh().root, { ...DEFAULT_ARCHIVE_LIMITS, maxCompressedBytes: 100 }),
    ).rejects.toThrow(/over the 100-byte limit for a compressed source/);
    const long = rawTarGz([{ path: `${'d/'.repeat(40)}f.yaml`, body: 'a', pax: true }]);
    await expect(
      extractTarGz(long, fresh().root, { ...DEFAULT_ARCHIVE_LIMITS, maxPathLength: 64 }),
    ).rejects.toThrow(/longer than 64 characters/);
  });

  it('reports a corrupt or non-gzip archive as a RenderError', async () => {
    await expect(extractTarGz(Buffer.from('not gzip at all'), fresh().root)).rejects.toThrow(
      /archive cannot be unpacked/,
    );
  });
});
