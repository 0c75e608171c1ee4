import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { ConsoleSettings } from './console-settings';

export interface ServedAsset {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/**
 * Where the bundle is: `npm run build` writes it to dist/console. Compiled code runs from
 * dist/functions/console (bundle at ../../console); the sources (tests) from functions/console.
 */
export function consoleBundleDir(): string | undefined {
  const candidates = [resolve(__dirname, '../../console'), resolve(__dirname, '../../dist/console')];
  return candidates.find((dir) => existsSync(join(dir, 'app.js')) && existsSync(join(dir, 'index.html')));
}

let cache: { dir: string; files: Map<string, Buffer> } | undefined;

/** The bundle's files by name, read once; only these names are ever served (no path is joined). */
function bundle(): Map<string, Buffer> | undefined {
  const dir = consoleBundleDir();
  if (!dir) return undefined;
  if (cache?.dir !== dir) {
    const files = new Map<string, Buffer>();
    for (const name of readdirSync(dir)) {
      if (TYPES[extname(name)]) files.set(name, readFileSync(join(dir, name)));
    }
    cache = { dir, files };
  }
  return cache.files;
}

/** The page may talk to this origin only, plus the Entra authority when that is how it signs in. */
export function contentSecurityPolicy(settings: ConsoleSettings): string {
  const authority = settings.authority ? ` ${new URL(settings.authority).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${authority}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** One file of the console bundle ('' is the page itself), or undefined when there is no such file. */
export async function serveConsoleAsset(
  asset: string,
  settings: ConsoleSettings,
): Promise<ServedAsset | undefined> {
  const files = bundle();
  if (!files) {
    return {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: Buffer.from('The console is not built: run `npm run build`.\n'),
    };
  }
  const name = asset === '' ? 'index.html' : asset;
  const body = files.get(name);
  if (!body) return undefined;
  return {
    status: 200,
    headers: {
      'Content-Type': TYPES[extname(name)] as string,
      'Cache-Control': name === 'index.html' ? 'no-cache' : 'public, max-age=300',
      'Content-Security-Policy': contentSecurityPolicy(settings),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
    body,
  };
}
