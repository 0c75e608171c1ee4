import { createHash } from 'node:crypto';
import fs from 'node:fs';
import git from 'isomorphic-git';
import type { TreeEntry } from 'isomorphic-git';

/**
 * Git objects built directly (blobs, trees, commits) with isomorphic-git: no working copy, no
 * `git` binary. Objects are content-addressed, so writing the same export twice yields the same
 * tree id and an unchanged export is recognised without a diff.
 */
export class GitObjects {
  constructor(readonly gitdir: string) {}

  /**
   * Object ids this process wrote per git directory: a re-export of a mostly unchanged fleet then
   * hashes its files (as git does) instead of compressing and writing every object again. Objects
   * are never deleted from a repository the export writes to, so a remembered id stays valid.
   */
  private static readonly written = new Map<string, Set<string>>();
  private static readonly MAX_REMEMBERED = 2_000_000;

  /** A git directory created afresh (a cache directory removed under us) holds none of what we remember. */
  static forget(gitdir: string): void {
    GitObjects.written.delete(gitdir);
    for (const key of GitObjects.trees.keys())
      if (key.startsWith(`${gitdir}\n`)) GitObjects.trees.delete(key);
  }

  private known(): Set<string> {
    let set = GitObjects.written.get(this.gitdir);
    if (!set) GitObjects.written.set(this.gitdir, (set = new Set()));
    if (set.size > GitObjects.MAX_REMEMBERED) set.clear();
    return set;
  }

  private static readonly trees = new Map<string, string>();

  /** A tree from its entries; unchanged trees (most of them, on a re-export) are not written again. */
  private async tree(entries: TreeEntry[]): Promise<string> {
    const key = `${this.gitdir}\n${entries.map((e) => `${e.mode} ${e.oid} ${e.path}`).join('\n')}`;
    const known = GitObjects.trees.get(key);
    if (known) return known;
    const oid = await git.writeTree({ fs, gitdir: this.gitdir, tree: entries });
    if (GitObjects.trees.size > 200_000) GitObjects.trees.clear();
    GitObjects.trees.set(key, oid);
    return oid;
  }

  private async blob(content: string): Promise<string> {
    const body = Buffer.from(content, 'utf8');
    // Git's object id: SHA-1 over "blob <length>\0<content>".
    const oid = createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
    const known = this.known();
    if (known.has(oid)) return oid;
    await git.writeBlob({ fs, gitdir: this.gitdir, blob: body });
    known.add(oid);
    return oid;
  }

  /** Writes files (relative path -> content) as a tree; returns its id. */
  async writeFiles(files: Map<string, string>): Promise<string> {
    interface Dir {
      files: Map<string, string>;
      dirs: Map<string, Dir>;
    }
    const root: Dir = { files: new Map(), dirs: new Map() };
    for (const [path, content] of files) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) {
        let child = dir.dirs.get(part);
        if (!child) dir.dirs.set(part, (child = { files: new Map(), dirs: new Map() }));
        dir = child;
      }
      dir.files.set(parts.at(-1)!, content);
    }
    const write = async (dir: Dir): Promise<string> => {
      const tree: TreeEntry[] = [];
      for (const [name, content] of dir.files) {
        const oid = await this.blob(content);
        tree.push({ mode: '100644', path: name, oid, type: 'blob' });
      }
      for (const [name, child] of dir.dirs) {
        tree.push({ mode: '040000', path: name, oid: await write(child), type: 'tree' });
      }
      return this.tree(tree);
    };
    return write(root);
  }

  /** The tree of a commit, or undefined for no commit. */
  async treeOf(commit: string | null): Promise<string | undefined> {
    if (!commit) return undefined;
    return (await git.readCommit({ fs, gitdir: this.gitdir, oid: commit })).commit.tree;
  }

  /** The entries of a tree (empty for none). */
  async entries(tree: string | undefined): Promise<TreeEntry[]> {
    if (!tree) return [];
    return (await git.readTree({ fs, gitdir: this.gitdir, oid: tree })).tree;
  }

  /** The id of the tree at `path` inside `tree` (undefined when absent). */
  async subtree(tree: string | undefined, path: string[]): Promise<string | undefined> {
    let current = tree;
    for (const part of path) {
      const entry = (await this.entries(current)).find((e) => e.path === part && e.type === 'tree');
      if (!entry) return undefined;
      current = entry.oid;
    }
    return current;
  }

  /**
   * `tree` with the folder at `path` replaced by `replacement` (everything else kept): the export
   * owns its folder and nothing outside it.
   */
  async replace(tree: string | undefined, path: string[], replacement: string): Promise<string> {
    if (path.length === 0) return replacement;
    const [head, ...rest] = path as [string, ...string[]];
    const entries = await this.entries(tree);
    const existing = entries.find((e) => e.path === head);
    const child = await this.replace(existing?.type === 'tree' ? existing.oid : undefined, rest, replacement);
    const next = entries.filter((e) => e.path !== head);
    next.push({ mode: '040000', path: head, oid: child, type: 'tree' });
    return git.writeTree({ fs, gitdir: this.gitdir, tree: next });
  }

  async commit(options: { tree: string; parent: string | null; message: string; at: Date }): Promise<string> {
    const author = {
      name: 'ArcBridge',
      email: 'arcbridge@localhost',
      timestamp: Math.floor(options.at.getTime() / 1000),
      timezoneOffset: 0,
    };
    return git.writeCommit({
      fs,
      gitdir: this.gitdir,
      commit: {
        tree: options.tree,
        parent: options.parent ? [options.parent] : [],
        author,
        committer: author,
        message: options.message.endsWith('\n') ? options.message : `${options.message}\n`,
      },
    });
  }
}
