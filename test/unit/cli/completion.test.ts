import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { run } from '../../../cli/main';
import { requirePrograms } from '../../support/system-programs';

const exec = promisify(execFile);

/**
 * The completion scripts run in the real shells: bash with its own `compgen` (as bash-completion
 * calls the function: COMP_WORDS, COMP_CWORD, COMPREPLY), zsh with `compadd`, `_describe` and
 * `_files` recorded (outside a completion widget those builtins cannot run; the script's own
 * logic, the part we wrote, runs unchanged).
 */
describe('arcbridge completion bash|zsh', () => {
  let dir: string;
  let bashScript: string;
  let zshScript: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arcbridge-completion-'));
    for (const shell of ['bash', 'zsh']) {
      let out = '';
      const code = await run(['completion', shell], {}, { out: (t) => (out += t), err: () => undefined });
      expect(code).toBe(0);
      writeFileSync(join(dir, `arcbridge.${shell}`), out);
    }
    mkdirSync(join(dir, 'zfunc'));
    copyFileSync(join(dir, 'arcbridge.zsh'), join(dir, 'zfunc', '_arcbridge'));
    bashScript = join(dir, 'arcbridge.bash');
    zshScript = join(dir, 'arcbridge.zsh');
    writeFileSync(join(dir, 'rollout.yaml'), 'extension: x\n');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const bash = async (line: string): Promise<string[]> => {
    // The word being completed is the last one ('' after a trailing space).
    const words = line.split(' ');
    const script = `source ${bashScript}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')})
COMP_CWORD=${words.length - 1}
cd ${dir}
_arcbridge
printf '%s\\n' "\${COMPREPLY[@]}"`;
    const { stdout } = await exec('bash', ['-c', script]);
    return stdout.split('\n').filter(Boolean);
  };

  const zsh = async (line: string): Promise<string[]> => {
    const words = line.split(' ');
    const script = `compdef() { :; }
compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }
_describe() { local -a items; items=("\${(@P)\${@[-1]}}"); print -l -- "\${items[@]%%:*}"; }
_files() { print -- "<files $*>"; }
source ${zshScript}
words=(${words.map((w) => `'${w}'`).join(' ')})
CURRENT=${words.length}
_arcbridge`;
    const { stdout } = await exec('zsh', ['-f', '-c', script]);
    return stdout.split('\n').filter(Boolean);
  };

  it('bash: completes command groups, subcommands, options and option values', async () => {
    expect(await bash('arcbridge ro')).toEqual(['rollouts']);
    expect(await bash('arcbridge ')).toEqual(
      expect.arrayContaining(['auth', 'clusters', 'rollouts', 'simulate', 'completion', 'help']),
    );
    expect(await bash('arcbridge rollouts w')).toEqual(['watch']);
    expect(await bash('arcbridge --tenant rollouts rollouts ')).toContain('pause');
    expect(await bash('arcbridge rollouts watch r-1 --t')).toEqual(['--tenant']);
    expect(await bash('arcbridge clusters list --')).toEqual(
      expect.arrayContaining(['--tenant', '--selector', '--chunk-size', '--output', '--help']),
    );
    expect(await bash('arcbridge auth token --role o')).toEqual(['operator']);
    expect(await bash('arcbridge clusters list -o j')).toEqual(['json']);
    expect(await bash('arcbridge clusters list -o ')).toEqual(['table', 'json', 'yaml']);
    expect(await bash('arcbridge rollouts start -f roll')).toEqual(['rollout.yaml']);
    // A value the user types (a tenant) is not a subcommand: nothing to offer.
    expect(await bash('arcbridge clusters list --tenant ')).toEqual([]);
    expect(await bash('arcbridge help rol')).toEqual(['rollouts']);
    expect(await bash('arcbridge clusters d')).toEqual(['delete']);
    expect(await bash('arcbridge clusters delete c-1 --')).toEqual(
      expect.arrayContaining(['--tenant', '--selector', '--yes', '--ignore-not-found']),
    );
    expect(await bash('arcbridge assignments d')).toEqual(['delete']);
    expect(await bash('arcbridge assignments delete web --cl')).toEqual(['--cluster']);
    expect(await bash('arcbridge audit list --action deleteC')).toEqual(['deleteCluster']);
  });

  // The zsh cases need zsh itself; the bash ones run wherever bash does.
  requirePrograms('zsh')('in zsh', () => {
    it('zsh: completes the same tree with descriptions, files and choices', async () => {
      expect(await zsh('arcbridge ')).toEqual(
        expect.arrayContaining(['auth', 'clusters', 'rollouts', 'simulate', 'completion']),
      );
      expect(await zsh('arcbridge rollouts ')).toEqual(
        expect.arrayContaining(['start', 'list', 'show', 'watch', 'pause', 'resume', 'rollback']),
      );
      expect(await zsh('arcbridge rollouts watch r-1 --')).toEqual(
        expect.arrayContaining(['--tenant', '--output']),
      );
      expect(await zsh('arcbridge auth token --role ')).toEqual(['reader', 'operator', 'admin']);
      expect(await zsh('arcbridge rollouts watch r-1 --output ')).toEqual(['table', 'json', 'yaml']);
      expect(await zsh('arcbridge rollouts start -f ')).toEqual(['<files >']);
      expect(await zsh('arcbridge --data-dir ')).toEqual(['<files -/>']);
      expect(await zsh('arcbridge clusters list --tenant ')).toEqual([]);
      expect(await zsh('arcbridge clusters ')).toContain('delete');
      expect(await zsh('arcbridge assignments ')).toContain('delete');
      expect(await zsh('arcbridge audit list --action ')).toEqual(
        expect.arrayContaining(['deleteCluster', 'removeExtension', 'deleteAssignment']),
      );
    });

    it('zsh: completes on TAB in an interactive zsh with compinit loading it from fpath', async () => {
      // A real line editor in a pseudo-terminal (zsh/zpty): type, press TAB, read what zsh drew.
      const typed = async (input: string, expected: string) => {
        const script = `zmodload zsh/zpty
  zpty z zsh -f -i
  zpty -w z "fpath=(${dir}/zfunc \\$fpath); autoload -Uz compinit; compinit -u -d ${dir}/zcompdump; arcbridge() { :; }"
  zpty -w -n z $'${input}\\t'
  zpty -r z out '*${expected}*' && print -r -- COMPLETED
  zpty -d z`;
        const { stdout } = await exec('zsh', ['-f', '-c', script], { timeout: 60_000 });
        return stdout.includes('COMPLETED');
      };
      expect(await typed('arcbridge rollouts wa', 'rollouts watch')).toBe(true);
      expect(await typed('arcbridge auth token --ro', '--role')).toBe(true);
    });
  });

  it('refuses other shells with a usage error', async () => {
    let err = '';
    const code = await run(['completion', 'fish'], {}, { out: () => undefined, err: (t) => (err += t) });
    expect(code).toBe(2);
    expect(err).toBe("Error: completion: shell must be bash or zsh (got 'fish')\n");
  });
});
