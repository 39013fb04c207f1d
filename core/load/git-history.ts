import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LastUpdate } from './types.ts';

/** What git knows about a site folder: the last change of each file, or why it knows nothing. */
export interface GitHistory {
  /** Site-relative path (forward slashes) -> last commit date (ISO) and author. */
  files: Map<string, LastUpdate>;
  /** Set when no dates could be read (not a repository, git missing); the build goes on without them. */
  unavailable?: string;
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * The last commit of every file under the site folder from ONE `git log` call: a call per file
 * costs seconds on a few hundred pages. In a shallow clone the oldest commit present stands for
 * all the history cut away, so files last seen there get no date rather than a wrong one.
 */
export async function readGitHistory(siteDir: string): Promise<GitHistory> {
  let shallow: boolean;
  let log: string;
  try {
    shallow = (await git(siteDir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
    log = await git(siteDir, [
      '-c',
      'core.quotepath=off',
      'log',
      '--relative',
      `--format=${RECORD}%ct${FIELD}%an${FIELD}%P`,
      '-z',
      '--name-only',
      '--',
      '.',
    ]);
  } catch (error) {
    return { files: new Map(), unavailable: (error as Error).message };
  }
  return { files: parseGitLog(log, shallow) };
}

/** Parses `git log --format=<RS>%ct<US>%an<US>%P -z --name-only` output. Pure, for tests. */
export function parseGitLog(log: string, shallow: boolean): Map<string, LastUpdate> {
  const files = new Map<string, LastUpdate & { seconds: number }>();
  for (const record of log.split(RECORD)) {
    if (record === '') continue;
    const headerEnd = record.indexOf('\0');
    const header = headerEnd < 0 ? record : record.slice(0, headerEnd);
    const [time = '', author = '', parents = ''] = header.split(FIELD);
    const seconds = Number(time);
    if (!Number.isFinite(seconds)) continue;
    // A parentless commit in a shallow clone is the cut, not the file's real creation.
    const cut = shallow && parents.trim() === '';
    const names = headerEnd < 0 ? [] : record.slice(headerEnd + 1).split('\0');
    for (const raw of names) {
      const name = raw.replace(/^\n/, '');
      if (name === '') continue;
      const known = files.get(name);
      if (known && known.seconds >= seconds) continue;
      if (cut) {
        if (!known) files.set(name, { seconds: -1 });
        continue;
      }
      const entry: LastUpdate & { seconds: number } = { seconds, date: new Date(seconds * 1000).toISOString() };
      if (author) entry.author = author;
      files.set(name, entry);
    }
  }
  const out = new Map<string, LastUpdate>();
  for (const [name, { seconds, ...update }] of files) if (seconds >= 0) out.set(name, update);
  return out;
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 512 * 1024 * 1024, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(`git ${args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? ''} failed: ${stderr.trim() || error.message}`, {
              cause: error,
            }),
          );
        else resolve(stdout);
      },
    );
  });
}

/**
 * A cheap stamp of the repository's state (times of HEAD and its reflog, which every commit,
 * checkout and reset touches), so the dev server asks git again only after one of those. Undefined
 * outside a repository.
 */
export async function gitStateStamp(siteDir: string): Promise<string | undefined> {
  let dir = path.resolve(siteDir);
  for (;;) {
    const dotGit = path.join(dir, '.git');
    const info = await stat(dotGit).catch(() => undefined);
    if (info) {
      // A worktree's .git is a file naming its own folder inside the main repository.
      const gitDir = info.isDirectory()
        ? dotGit
        : path.resolve(dir, ((await readFile(dotGit, 'utf8')).match(/^gitdir:\s*(.+)$/m)?.[1] ?? '').trim());
      const times = await Promise.all(
        ['HEAD', 'logs/HEAD', 'index'].map((f) =>
          stat(path.join(gitDir, f)).then(
            (s) => s.mtimeMs,
            () => 0,
          ),
        ),
      );
      return `${gitDir}:${times.join(':')}`;
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
