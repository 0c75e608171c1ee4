/**
 * `npm run validate`: the seed's validation with real agent processes (docs/validation.md).
 * Exits non-zero when any assertion fails.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULTS, validate } from './orchestrator';
import type { FaultName, ValidateOptions } from './orchestrator';
import { writeResults } from './report';

const ROOT = resolve(__dirname, '..', '..', '..');

export const USAGE = `Usage: npm run validate [-- options]

Runs real agents (dist/agent/main.js), each against a Kubernetes API of its own, against one
embedded control plane; rolls out two extensions in stages and runs the fault scenarios.

Options:
  --agents N          agent processes (default 50)
  --regions R         regions the clusters are spread over (default 5, at most 5)
  --faults LIST       comma-separated: ${FAULTS.join(', ')} (default all); 'none' for none
  --cert-validity S   client certificate lifetime in seconds (default 120)
  --name NAME         results file bench/results/<date>-<name>.{json,md} (default validate)
  --no-results        do not write results files
  --keep              keep the run directory (logs) even when the run passes
  --help              this text
`;

export function parseValidateArgs(
  argv: string[],
): Omit<ValidateOptions, 'progress' | 'root'> & { name: string; write: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      agents: { type: 'string', default: '50' },
      regions: { type: 'string', default: '5' },
      faults: { type: 'string', default: FAULTS.join(',') },
      'cert-validity': { type: 'string', default: '120' },
      name: { type: 'string', default: 'validate' },
      'no-results': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const whole = (option: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${option} must be a whole number from ${min} to ${max}, got '${value}'`);
    return n;
  };
  const faults = values.faults === 'none' ? [] : values.faults!.split(',').map((f) => f.trim());
  const unknown = faults.filter((f) => !(FAULTS as readonly string[]).includes(f));
  if (unknown.length > 0)
    throw new Error(`--faults: unknown ${unknown.join(', ')} (known: ${FAULTS.join(', ')})`);
  if (!/^[a-z0-9-]+$/.test(values.name!)) throw new Error(`--name: lowercase letters, digits and '-' only`);
  const agents = whole('agents', values.agents!, 1, 500);
  const certificateValiditySeconds = whole('cert-validity', values['cert-validity']!, 30, 86_400);
  return {
    agents,
    regions: Math.min(whole('regions', values.regions!, 1, 5), agents),
    faults: faults as FaultName[],
    certificateValiditySeconds,
    offlineAfterSeconds: 30,
    // Scaled with the fleet: fifty agents share two cores with the control plane.
    phaseTimeoutMs: Math.max(180_000, agents * 12_000),
    intervals: {
      heartbeatMs: 5_000,
      desiredPollMs: 3_000,
      reconcileMs: 10_000,
      inventoryMs: 10_000,
      renewCheckMs: 2_000,
      retryBaseMs: 500,
      retryCapMs: 5_000,
    },
    keepRunDir: values.keep!,
    name: values.name!,
    write: !values['no-results'],
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(USAGE);
    return;
  }
  const { name, write, ...options } = parseValidateArgs(process.argv.slice(2));
  const result = await validate({
    ...options,
    root: ROOT,
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  if (write) {
    const base = `${new Date().toISOString().slice(0, 10)}-${name}`;
    const dir = join(ROOT, 'bench', 'results');
    writeResults(result, join(dir, `${base}.json`), join(dir, `${base}.md`), `bench/results/${base}.json`);
    process.stderr.write(`results: bench/results/${base}.json and .md\n`);
  }
  process.stdout.write(
    `${result.passed ? 'PASSED' : 'FAILED'}: ${result.error ?? `${result.faults.length} fault run(s) clean`}\n`,
  );
  process.exitCode = result.passed ? 0 : 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`validate: ${(err as Error).message}\n`);
    process.exit(2);
  });
}
