/**
 * `arcbridge … | head` closes the pipe before the CLI has written everything: it stops without a
 * message with the shell's code for SIGPIPE (141), as kubectl and git do, instead of the unhandled
 * EPIPE and stack trace it printed before (cli/program/broken-pipe.ts).
 */
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { join, resolve } from 'node:path';
import { stopQuietlyOnBrokenPipe } from '../../../cli/program/broken-pipe';
import { EXIT } from '../../../cli/program/errors';

const cli = join(resolve(__dirname, '../../..'), 'dist/cli/main.js');

it('stops quietly with 141 when the reader has gone (the built CLI, a real pipe)', async () => {
  const child = spawn(process.execPath, [cli, 'clusters', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  // The reader goes away before the CLI (still starting) writes its help.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((r) => child.once('close', (c) => r(c)));
  expect(stderr).toBe('');
  expect(code).toBe(EXIT.brokenPipe);
  expect(EXIT.brokenPipe).toBe(128 + 13);
});

it('leaves any other stream error to crash loudly', () => {
  const exits: number[] = [];
  const stream = new Writable({ write: (_chunk, _encoding, done) => done() });
  stopQuietlyOnBrokenPipe([stream], (code) => exits.push(code));
  const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
  stream.emit('error', epipe);
  expect(exits).toEqual([EXIT.brokenPipe]);
  const other = Object.assign(new Error('write EIO'), { code: 'EIO' });
  expect(() => stream.emit('error', other)).toThrow('write EIO');
});
