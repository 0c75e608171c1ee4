import { spawn } from 'node:child_process';
import type { CommandResult, CommandRunner } from './port';

/** Runs a binary without a shell, collecting its output; a missing binary is exit code 127. */
export class ProcessCommandRunner implements CommandRunner {
  constructor(private readonly timeoutMs = 120_000) {}

  run(
    command: string,
    args: string[],
    options: { cwd?: string; env?: Record<string, string> } = {},
  ): Promise<CommandResult> {
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: this.timeoutMs,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error) => resolve({ code: 127, stdout: '', stderr: error.message }));
      child.on('close', (code) =>
        resolve({
          code: code ?? 1,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
        }),
      );
    });
  }
}
