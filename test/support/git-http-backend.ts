import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real Git server on loopback: Debian's `git http-backend` (the smart-HTTP CGI that Git's own
 * documentation describes for Apache/nginx), behind a tiny node:http CGI bridge. Pushes are
 * enabled by setting REMOTE_USER, as git-http-backend(1) requires; with `credential` set the bridge
 * answers 401 + `WWW-Authenticate: Basic` (as hosting services do) until the right one comes.
 */
export interface GitHttpServer {
  /** `http://127.0.0.1:PORT/<name>.git` */
  url(name: string): string;
  /** The bare repository behind `url(name)`, for the `git` CLI in assertions. */
  path(name: string): string;
  /** Creates an empty bare repository. */
  create(name: string): string;
  /** Installs a pre-receive hook that refuses every push with this message (a protected branch). */
  protect(name: string, message: string): void;
  unprotect(name: string): void;
  /** The next `n` requests fail: the connection is destroyed without an answer (a network error). */
  dropNext(n: number): void;
  requests: number;
  close(): Promise<void>;
}

export async function startGitHttpServer(
  options: { credential?: { username: string; password: string } } = {},
): Promise<GitHttpServer> {
  const root = mkdtempSync(join(tmpdir(), 'arcbridge-git-http-'));
  let drop = 0;
  const state = { requests: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.requests++;
    if (drop > 0) {
      drop--;
      req.socket.destroy();
      return;
    }
    if (options.credential) {
      const expected = `Basic ${Buffer.from(`${options.credential.username}:${options.credential.password}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
        res.end();
        return;
      }
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'tester',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
        ...(req.headers['content-encoding']
          ? { HTTP_CONTENT_ENCODING: String(req.headers['content-encoding']) }
          : {}),
      },
    });
    req.pipe(cgi.stdin);
    const chunks: Buffer[] = [];
    cgi.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    cgi.on('close', () => {
      const out = Buffer.concat(chunks);
      const split = out.indexOf('\r\n\r\n') >= 0 ? out.indexOf('\r\n\r\n') : out.indexOf('\n\n');
      const sep = out.indexOf('\r\n\r\n') >= 0 ? 4 : 2;
      const head = out.subarray(0, split).toString('latin1');
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else headers[name] = value;
      }
      res.writeHead(status, headers);
      res.end(out.subarray(split + sep));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const path = (name: string) => join(root, `${name}.git`);
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}.git`,
    path,
    create(name) {
      // HEAD names main, as on GitHub, GitLab and Azure DevOps.
      execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', path(name)]);
      return path(name);
    },
    protect(name, message) {
      const hook = join(path(name), 'hooks', 'pre-receive');
      writeFileSync(hook, `#!/bin/sh\necho "${message}" >&2\nexit 1\n`);
      chmodSync(hook, 0o755);
    },
    unprotect(name) {
      rmSync(join(path(name), 'hooks', 'pre-receive'), { force: true });
    },
    dropNext(n) {
      drop = n;
    },
    get requests() {
      return state.requests;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
