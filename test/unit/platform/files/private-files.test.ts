import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensurePrivateDatabase,
  ensurePrivateDir,
  ensurePrivateFile,
  PrivateDataError,
} from '../../../../functions/platform/files/private-files';
import { readOrCreateSecretFile } from '../../../../functions/platform/files/secret-files';
import { SqliteBus } from '../../../../functions/platform/bus/sqlite-bus';
import { SqliteStore } from '../../../../functions/platform/store/sqlite-store';
import { makeReadOnlyDir } from '../../../support/read-only-dir';

const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
let umask: number;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'arcbridge-private-'));
  // The usual umask: without explicit modes, files would be 0644 and directories 0755.
  umask = process.umask(0o022);
});

afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('private directories and files', () => {
  it('creates a missing directory (and its missing parents) 0700', () => {
    const dir = join(root, 'a', 'data');
    ensurePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, 'a'))).toBe(0o700);
  });

  it('tightens an existing directory and file left with loose modes', () => {
    const dir = join(root, 'data');
    mkdirSync(dir, { mode: 0o777 });
    chmodSync(dir, 0o755);
    const file = join(dir, 'arcbridge.db');
    writeFileSync(file, '', { mode: 0o644 });
    ensurePrivateDir(dir);
    ensurePrivateFile(file);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });

  it('never changes an existing parent it did not create (it may be /tmp)', () => {
    chmodSync(root, 0o755);
    ensurePrivateFile(join(root, 'x.db'));
    expect(modeOf(root)).toBe(0o755);
    expect(modeOf(join(root, 'x.db'))).toBe(0o600);
  });

  it('refuses a directory that belongs to another user, with what to do', () => {
    let dir: string;
    if (process.getuid?.() === 0) {
      dir = join(root, 'theirs');
      mkdirSync(dir, { mode: 0o755 });
      chownSync(dir, 12345, 12345);
    } else {
      dir = tmpdir(); // root's, for any other user
    }
    expect(() => ensurePrivateDir(dir)).toThrow(PrivateDataError);
    expect(() => ensurePrivateDir(dir)).toThrow(
      /belongs to uid \d+, not to the user running ArcBridge.*chown it/,
    );
    if (process.getuid?.() === 0) expect(modeOf(dir)).toBe(0o755);
  });

  it('refuses a read-only directory in one line that says what to do', () => {
    const readOnly = makeReadOnlyDir();
    try {
      let error: unknown;
      try {
        ensurePrivateFile(join(readOnly.dir, 'arcbridge.db'));
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(PrivateDataError);
      expect((error as Error).message).toMatch(/is not writable \((EROFS|EACCES)\).*set ARCBRIDGE_DATA_DIR/);
      expect((error as Error).message).not.toContain('\n');
      expect(() => ensurePrivateDir(readOnly.dir)).toThrow(/is not writable/);
    } finally {
      readOnly.remove();
    }
  });

  it('says to point ARCBRIDGE_DATA_DIR at a directory when a file is in the way', () => {
    const file = join(root, 'file');
    writeFileSync(file, '');
    // A file at the path itself (mkdir -p: EEXIST) and a file above it (ENOTDIR).
    for (const dir of [file, join(file, 'data')]) {
      expect(() => ensurePrivateDir(dir)).toThrow(PrivateDataError);
      expect(() => ensurePrivateDir(dir)).toThrow(
        `${dir} is not a directory: point ARCBRIDGE_DATA_DIR at a directory.`,
      );
    }
  });

  it('tightens a database WAL and shared-memory file left 0644 by an older version', () => {
    const db = join(root, 'arcbridge.db');
    for (const file of [db, `${db}-wal`, `${db}-shm`]) writeFileSync(file, '', { mode: 0o644 });
    ensurePrivateDatabase(db);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) expect(modeOf(file)).toBe(0o600);
  });

  it('tightens an existing secret file when it reads it', () => {
    const key = join(root, 'key.pem');
    writeFileSync(key, 'secret', { mode: 0o644 });
    expect(readOrCreateSecretFile(key, () => 'other')).toBe('secret');
    expect(modeOf(key)).toBe(0o600);
  });
});

describe('SQLite files under umask 022', () => {
  it('the store and the bus create their database, WAL and shared-memory files 0600', async () => {
    const store = new SqliteStore(join(root, 'arcbridge.db'));
    const bus = new SqliteBus(join(root, 'bus.db'));
    try {
      await store.collection('clusters').create({ id: 'c-1', tenantId: 't' });
      await bus.send('q', { body: { n: 1 } });
      for (const name of ['arcbridge.db', 'bus.db']) {
        // SQLite gives the WAL and -shm files the mode of the database file (unix VFS).
        for (const suffix of ['', '-wal', '-shm'])
          expect([name + suffix, modeOf(join(root, name + suffix))]).toEqual([name + suffix, 0o600]);
      }
    } finally {
      await bus.close();
      await store.close();
    }
  });
});
