import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { parse } from 'yaml';
import { buildProgram } from '../../../cli/program/program';
import { cliRunner } from '../../support/cli-runner';

/** Runs the CLI in-process against a data dir with no control plane: nothing here needs one. */
describe('arcbridge command-line conventions', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'arcbridge-cli-conventions-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = cliRunner(() => dataDir);

  /** Every command path in the program, e.g. ['rollouts', 'watch']. */
  const commandPaths = (): string[][] => {
    const program = buildProgram({
      env: {},
      io: { out: () => undefined, err: () => undefined },
      keyVault: {},
      onInterrupt: () => () => undefined,
      exitCode: 0,
    });
    const paths: string[][] = [];
    const visit = (command: Command, path: string[]) => {
      for (const sub of command.commands) {
        paths.push([...path, sub.name()]);
        visit(sub, [...path, sub.name()]);
      }
    };
    visit(program, []);
    return paths;
  };

  it('prints the package version with --version', async () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as {
      version: string;
    };
    const { code, out } = await cli(['--version']);
    expect(code).toBe(0);
    expect(out).toBe(`${pkg.version}\n`);
  });

  it('has --help with usage and examples on every command and subcommand', async () => {
    const paths = commandPaths();
    expect(paths.map((p) => p.join(' '))).toEqual(
      expect.arrayContaining(['auth token', 'tokens create', 'clusters list', 'rollouts watch', 'simulate']),
    );
    for (const path of paths) {
      const { code, out, err } = await cli([...path, '--help']);
      expect({ path, code, err }).toEqual({ path, code: 0, err: '' });
      expect(out).toContain(`Usage: arcbridge ${path.join(' ')}`);
      expect(out).toMatch(/\nExamples:\n {2}\$ arcbridge /);
      // The global options are listed on every command.
      expect(out).toContain('--endpoint <url>');
    }
  });

  it('takes `ls` for every `list`, in every group alike', async () => {
    const lists = commandPaths().filter((path) => path[path.length - 1] === 'list');
    expect(lists.map((path) => path[0])).toEqual(
      expect.arrayContaining(['tokens', 'clusters', 'extensions', 'assignments', 'rollouts', 'audit']),
    );
    for (const path of lists) {
      const { code, out } = await cli([...path.slice(0, -1), 'ls', '--help']);
      expect({ path, code }).toEqual({ path, code: 0 });
      expect(out).toContain(`Usage: arcbridge ${path.join(' ')}|ls`);
    }
  });

  it('answers `arcbridge help [command...]` like --help', async () => {
    const root = await cli(['help']);
    expect(root.code).toBe(0);
    expect(root.out).toContain('Usage: arcbridge [options] [command]');
    expect(root.out).toMatch(/Exit codes: 0 ok, 1 the command failed, 2 bad command line/);
    const nested = await cli(['help', 'rollouts', 'watch']);
    expect(nested.code).toBe(0);
    expect(nested.out).toBe((await cli(['rollouts', 'watch', '--help'])).out);
    const group = await cli(['help', 'rollouts']);
    expect(group.out).toContain('Usage: arcbridge rollouts');
    // A group without a subcommand shows its help on stderr and is a usage error.
    const bare = await cli(['rollouts']);
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('Usage: arcbridge rollouts');
  });

  it('suggests the command or option the user probably meant', async () => {
    const command = await cli(['rolouts', 'list']);
    expect(command.code).toBe(2);
    expect(command.err).toContain("unknown command 'rolouts'");
    expect(command.err).toContain('(Did you mean rollouts?)');
    expect(command.out).toBe('');

    const sub = await cli(['rollouts', 'wach', 'r-1', '--tenant', 't']);
    expect(sub.code).toBe(2);
    expect(sub.err).toContain('(Did you mean watch?)');

    const option = await cli(['clusters', 'list', '--tenat', 'contoso']);
    expect(option.code).toBe(2);
    expect(option.err).toContain("unknown option '--tenat'");
    expect(option.err).toContain('(Did you mean --tenant?)');
    // Printed once.
    expect(option.err.match(/unknown option/g)).toHaveLength(1);
  });

  it('names a missing or unreadable -f file plainly, with exit 2', async () => {
    const missing = join(dataDir, 'no-such-file.yaml');
    for (const args of [
      ['extensions', 'publish', '-f', missing, '--tenant', 't'],
      ['assignments', 'apply', '-f', missing, '--tenant', 't'],
      ['rollouts', 'start', '-f', missing, '--tenant', 't'],
    ]) {
      const result = await cli(args);
      expect(result.code).toBe(2);
      expect(result.err).toBe(`Error: cannot read -f '${missing}': there is no such file\n`);
    }
    const directory = await cli(['rollouts', 'start', '-f', dataDir, '--tenant', 't']);
    expect(directory.err).toBe(`Error: cannot read -f '${dataDir}': it is a directory, not a file\n`);
  });

  it('validates flag values before contacting anything', async () => {
    const ttl = await cli(['tokens', 'create', '--tenant', 't', '--ttl', 'abc']);
    expect(ttl.code).toBe(2);
    expect(ttl.err).toBe("Error: --ttl: 'abc' is not a duration; use e.g. 90s, 15m, 1h or 1d\n");
    const role = await cli(['auth', 'token', '--tenant', 't', '--role', 'root']);
    expect(role.code).toBe(2);
    expect(role.err).toContain("argument 'root' is invalid. Allowed choices are reader, operator, admin.");
    const output = await cli(['clusters', 'list', '--tenant', 't', '-o', 'xml']);
    expect(output.code).toBe(2);
    expect(output.err).toContain('Allowed choices are table, json, yaml');
    const clusters = await cli(['simulate', '--tenant', 't', '--clusters', 'many']);
    expect(clusters.err).toBe("Error: --clusters must be a positive whole number (got 'many')\n");
    const failRate = await cli(['simulate', '--tenant', 't', '--fail-rate', '1.5']);
    expect(failRate.code).toBe(2);
    expect(failRate.err).toContain('--fail-rate must be a share between 0 and 1');
  });

  it('says how to start a control plane when none runs, in JSON and YAML too', async () => {
    // Global options go before the command as well as after it.
    const result = await cli(['-o', 'json', 'clusters', 'list', '--tenant', 't']);
    expect(result.code).toBe(1);
    expect(result.err).toContain("Start one with 'npm start', or pass --endpoint URL.");
    expect(JSON.parse(result.out)).toEqual({ error: expect.stringContaining('No running control plane') });
    const yaml = await cli(['-o', 'yaml', 'clusters', 'list', '--tenant', 't']);
    expect({ code: yaml.code, err: yaml.err }).toEqual({ code: 1, err: result.err });
    expect(yaml.out).toMatch(/^error: No running control plane/);
    expect(parse(yaml.out)).toEqual(JSON.parse(result.out));
  });

  it('names a missing --ca file and an untrusted certificate plainly', async () => {
    const missing = join(dataDir, 'no-ca.pem');
    const ca = await cli([
      'clusters',
      'list',
      '--tenant',
      't',
      '--endpoint',
      'https://127.0.0.1:1',
      '--ca',
      missing,
    ]);
    expect(ca.code).toBe(2);
    expect(ca.err).toBe(`Error: cannot read --ca '${missing}': there is no such file\n`);
  });
});
