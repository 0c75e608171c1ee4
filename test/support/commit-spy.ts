import type { Database } from 'better-sqlite3';

export interface CommitSpy {
  /** COMMITs that ran (each one WAL fsync under `synchronous = FULL`). */
  count(): number;
  /** Makes the next COMMIT throw `err`, as SQLite does when the WAL fsync fails. */
  failNext(err: Error): void;
}

/** Watches one SQLite connection's COMMITs; undone by jest.restoreAllMocks(). */
export function spyOnCommits(db: Database): CommitSpy {
  let commits = 0;
  let failure: Error | undefined;
  const exec = db.exec.bind(db);
  jest.spyOn(db, 'exec').mockImplementation((sql: string) => {
    if (sql === 'COMMIT') {
      const next = failure;
      failure = undefined;
      if (next) throw next;
      commits++;
    }
    return exec(sql);
  });
  return {
    count: () => commits,
    failNext: (err) => {
      failure = err;
    },
  };
}
