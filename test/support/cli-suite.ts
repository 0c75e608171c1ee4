import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliRunner } from './cli-runner';
import { startTestControlPlane } from './control-plane';
import type { TestControlPlane } from './control-plane';

/**
 * A CLI suite's setup: a control plane and a scratch dir for -f files, started before the suite's
 * tests and removed after them. Call it inside `describe`.
 */
export function cliSuite(dirPrefix: string) {
  let plane: TestControlPlane;
  let dir: string;
  beforeAll(async () => {
    plane = await startTestControlPlane();
    dir = mkdtempSync(join(tmpdir(), dirPrefix));
  });
  afterAll(async () => {
    await plane.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    plane: () => plane,
    cli: cliRunner(() => plane.dataDir),
    /** Writes `text` to `name` in the scratch dir and returns its path. */
    file: (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
