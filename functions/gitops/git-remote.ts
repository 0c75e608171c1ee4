import fs from 'node:fs';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import git from 'isomorphic-git';
import { EgressError } from '../../contract/egress-http';
import type { EgressGitHttpClient } from './git-http-client';
import { GitObjects } from './git-tree';

/** A token, or a user and password, for an https remote. */
export interface GitCredential {
  username: string;
  password: string;
}

/** Why an export could not reach or update the remote, in terms the operator can act on. */
export class GitRemoteError extends Error {
  constructor(
    readonly code: 'unreachable' | 'unauthorized' | 'refused' | 'not-a-repository' | 'egress-refused',
    message: string,
  ) {
    super(message);
    this.name = 'GitRemoteError';
  }
}

/**
 * Where the export builds objects and how it publishes a commit. `publish` is a compare-and-swap:
 * it moves the branch to `commit` only if the branch is still at `expected`, so a concurrent push
 * is never overwritten (no force-push, ever).
 */
export interface GitRemote {
  /** The git directory objects are written to. */
  readonly gitdir: string;
  /** Brings the branch's current commit (with its objects) into `gitdir`; null when the branch does not exist yet. */
  sync(): Promise<string | null>;
  publish(commit: string, expected: string | null): Promise<'published' | 'moved'>;
}

/**
 * An https remote through isomorphic-git's smart-HTTP protocol, over `http` (git-http-client.ts:
 * the egress policy, size caps and deadlines). Objects are built in a local cache directory; the
 * push names the branch's current commit as the old value, so the server refuses it when someone
 * pushed in between (git's own compare-and-swap on receive-pack).
 */
export class HttpGitRemote implements GitRemote {
  constructor(
    private readonly url: string,
    private readonly branch: string,
    readonly gitdir: string,
    private readonly credential: GitCredential | undefined,
    private readonly http: EgressGitHttpClient,
  ) {}

  private auth() {
    return this.credential
      ? { onAuth: () => this.credential!, onAuthFailure: () => ({ cancel: true as const }) }
      : {};
  }

  async sync(): Promise<string | null> {
    if (!existsSync(join(this.gitdir, 'HEAD'))) {
      mkdirSync(this.gitdir, { recursive: true, mode: 0o700 });
      GitObjects.forget(this.gitdir);
      await git.init({ fs, gitdir: this.gitdir, bare: true });
    }
    try {
      // Asking as a pusher checks the credential may push before any work is done.
      const refs = await git.listServerRefs({
        http: this.http,
        url: this.url,
        forPush: true,
        protocolVersion: 1,
        prefix: `refs/heads/${this.branch}`,
        ...this.auth(),
      });
      if (!refs.some((r) => r.ref === `refs/heads/${this.branch}`)) return null;
      await git.addRemote({ fs, gitdir: this.gitdir, remote: 'origin', url: this.url, force: true });
      await git
        .fetch({
          fs,
          http: this.http,
          gitdir: this.gitdir,
          remote: 'origin',
          ref: this.branch,
          remoteRef: this.branch,
          singleBranch: true,
          tags: false,
          ...this.auth(),
        })
        .catch((err: { code?: string; data?: { what?: string } }) => {
          // isomorphic-git 1.44 cannot fetch from a repository whose HEAD names a branch that does
          // not exist (it fails before writing the objects): say what to do instead.
          if (err.code === 'NotFoundError' && err.data?.what === 'HEAD') {
            throw new GitRemoteError(
              'refused',
              `${this.url}: the repository's default branch (HEAD) has no commit yet; push a first commit to it or make ${this.branch} the default branch`,
            );
          }
          throw err;
        });
      return await git.resolveRef({ fs, gitdir: this.gitdir, ref: `refs/remotes/origin/${this.branch}` });
    } catch (err) {
      if (err instanceof GitRemoteError) throw err;
      throw classify(this.http.failure ?? err, this.url);
    }
  }

  async publish(commit: string, expected: string | null): Promise<'published' | 'moved'> {
    await git.writeRef({
      fs,
      gitdir: this.gitdir,
      ref: `refs/heads/${this.branch}`,
      value: commit,
      force: true,
    });
    try {
      const result = await git.push({
        fs,
        http: this.http,
        gitdir: this.gitdir,
        url: this.url,
        ref: this.branch,
        remoteRef: this.branch,
        ...this.auth(),
      });
      const status = result.refs[`refs/heads/${this.branch}`];
      if (result.ok && (!status || status.ok)) return 'published';
      return this.refusal(status?.error ?? result.error ?? 'rejected');
    } catch (err) {
      const e = err as { code?: string; data?: { result?: { refs?: Record<string, { error?: string }> } } };
      if (e.code === 'PushRejectedError') return 'moved';
      if (e.code === 'GitPushError') {
        return this.refusal(e.data?.result?.refs?.[`refs/heads/${this.branch}`]?.error ?? 'rejected');
      }
      if (err instanceof GitRemoteError) throw err;
      // The remote may have moved between our fetch and the push (isomorphic-git then cannot
      // prove fast-forward without the new objects): the caller fetches and retries.
      if (e.code === 'NotFoundError' && expected !== null) return 'moved';
      throw classify(this.http.failure ?? err, this.url);
    }
  }

  /**
   * receive-pack's answer for our ref: lost the compare-and-swap (retry) or refused for good. The
   * server's own words are matched, never shown: the error is the tenant's to read, the words are not ours.
   */
  private refusal(why: string): 'moved' {
    if (
      /fetch first|non-fast-forward|failed to lock|stale info|cannot lock|failed to update ref/i.test(why)
    ) {
      return 'moved';
    }
    const reason = /protect/i.test(why)
      ? 'the branch is protected'
      : /hook declined/i.test(why)
        ? 'a server-side hook declined it'
        : /denied|permission|not allowed|forbidden/i.test(why)
          ? 'permission denied'
          : 'rejected';
    throw new GitRemoteError(
      'refused',
      `${this.url} refused the push to ${this.branch} (${reason}); a protected branch needs a rule that lets this credential push, or another branch`,
    );
  }
}

/**
 * The folder of the control plane's disk where a tenant's file:// repositories must be:
 * `<data dir>/gitops-repositories/<tenantId>`. Nothing outside it is ever written, so one tenant
 * cannot name another's repository, nor any other repository the process may write.
 */
export function tenantRepositoryRoot(dataDir: string, tenantId: string): string {
  return join(resolve(dataDir), 'gitops-repositories', tenantId);
}

/** Whether `url` names a folder strictly inside `root` (lexically; symbolic links are checked on use). */
export function insideRoot(url: string, root: string): boolean {
  let path: string;
  try {
    path = resolve(fileURLToPath(url));
  } catch {
    return false;
  }
  return path.startsWith(root + sep);
}

/**
 * A bare repository on the control plane's own disk (embedded default only), inside the tenant's
 * own folder (`root`, tenantRepositoryRoot). Objects go straight into it, and the branch moves
 * with git's own ref lock (`<ref>.lock`, created exclusively, then renamed), so a `git push` into
 * the same repository at the same moment is never overwritten.
 */
export class FileGitRemote implements GitRemote {
  readonly gitdir: string;

  constructor(
    url: string,
    private readonly branch: string,
    private readonly root: string,
  ) {
    this.gitdir = resolve(fileURLToPath(url));
  }

  async sync(): Promise<string | null> {
    // Checked again on every export, with links resolved: a target stored before the rule, or a
    // symbolic link inside the tenant's folder, must not lead out of it.
    if (!this.confined()) {
      throw new GitRemoteError(
        'refused',
        `${this.gitdir} is outside this tenant's folder ${this.root}; move the repository there (git init --bare ${join(this.root, 'fleet.git')}) and set the target's URL to it`,
      );
    }
    if (!existsSync(join(this.gitdir, 'HEAD')) || !existsSync(join(this.gitdir, 'objects'))) {
      throw new GitRemoteError(
        'not-a-repository',
        `${this.gitdir} is not a bare Git repository; create one with: git init --bare ${this.gitdir}`,
      );
    }
    return this.current();
  }

  private confined(): boolean {
    if (!this.gitdir.startsWith(this.root + sep)) return false;
    try {
      return realpathSync(this.gitdir).startsWith(realpathSync(this.root) + sep);
    } catch {
      // Missing: sync() says how to create it (inside the folder, as the lexical check proved).
      return true;
    }
  }

  private async current(): Promise<string | null> {
    try {
      return await git.resolveRef({ fs, gitdir: this.gitdir, ref: `refs/heads/${this.branch}` });
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFoundError') return null;
      throw err;
    }
  }

  async publish(commit: string, expected: string | null): Promise<'published' | 'moved'> {
    const ref = join(this.gitdir, 'refs', 'heads', ...this.branch.split('/'));
    mkdirSync(join(ref, '..'), { recursive: true });
    const lock = `${ref}.lock`;
    let fd: number;
    try {
      fd = openSync(lock, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'moved';
      throw err;
    }
    let renamed = false;
    try {
      if ((await this.current()) !== expected) return 'moved';
      writeSync(fd, `${commit}\n`);
      fsyncSync(fd);
      closeSync(fd);
      fd = -1;
      renameSync(lock, ref);
      renamed = true;
      return 'published';
    } finally {
      if (fd >= 0) closeSync(fd);
      if (!renamed) rmSync(lock, { force: true });
    }
  }
}

/**
 * What went wrong, in our words only: a remote's body, reason phrase or first bytes (which
 * isomorphic-git puts in its messages) are never copied, since the error is shown to every reader
 * of the tenant and a remote of the tenant's choosing could be anything that answers HTTP.
 */
function classify(err: unknown, url: string): GitRemoteError {
  if (err instanceof EgressError) {
    return new GitRemoteError(err.code === 'refused' ? 'egress-refused' : 'unreachable', err.message);
  }
  const e = err as { code?: string; data?: { statusCode?: number } };
  const status = e.data?.statusCode;
  if (e.code === 'HttpError' && (status === 401 || status === 403)) {
    return new GitRemoteError(
      'unauthorized',
      `${url} answered ${status}: the credential is missing, wrong or may not push; check the secret the target names`,
    );
  }
  if (e.code === 'UserCanceledError') {
    return new GitRemoteError(
      'unauthorized',
      `${url} refused the credential; check the secret the target names`,
    );
  }
  if (e.code === 'HttpError' && status !== undefined && status >= 300 && status < 400) {
    return new GitRemoteError(
      'unreachable',
      `${url} answered HTTP ${status} (a redirect), which is not followed; set the target's URL to the repository's address`,
    );
  }
  if (e.code === 'HttpError') {
    return new GitRemoteError('unreachable', `${url} answered HTTP ${status ?? '?'}; check the URL`);
  }
  if (e.code === 'SmartHttpError' || e.code === 'ParseError' || e.code === 'EmptyServerResponseError') {
    return new GitRemoteError(
      'not-a-repository',
      `${url} did not answer as a Git smart-HTTP server; check the URL names a repository`,
    );
  }
  return new GitRemoteError('unreachable', `cannot reach ${url}${e.code ? ` (${e.code})` : ''}`);
}
