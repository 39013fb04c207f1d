import { mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../../model/diagnostics.ts';
import { limiter, WRITE_LIMIT } from '../util/map-limited.ts';

/** Where emitted files go: a folder on disk for `build`, memory for `serve`. */
export interface OutputSink {
  write(relPath: string, data: string | Uint8Array): Promise<void>;
  copy(relPath: string, absSource: string): Promise<void>;
  /**
   * Writes at once, blocking the thread: for rendered pages, so each page's HTML is garbage before
   * the next page is rendered. Written asynchronously, a page outlived a few young-generation
   * collections while its write waited, was moved to the old generation, and the heap of a
   * 10,000-page build grew by its pages until a full collection (to 1 GB resident).
   */
  writeSync?(relPath: string, data: string | Uint8Array): void;
  /** A hard link to `absSource` (a file of the previous output, reused as it is), where the sink is a folder on disk. */
  link?(relPath: string, absSource: string): Promise<void>;
  /** The folder written into, when it is one on disk that another thread may write into too. */
  dir?: string;
}

export interface StagedOutput {
  sink: OutputSink;
  /** The staging folder (absolute), named in diagnostics about files written into it. */
  dir: string;
  /** Swaps the staged folder into place; the previous output is removed only after that. */
  commit(): Promise<void>;
  /** Throws the staged folder away; the previous output stays as it was. */
  abort(): Promise<void>;
}

/** `<out>.tmp-<pid>` (being written) and `<out>.old-<pid>` (the previous output, during the swap). */
const stagingName = (target: string, kind: 'tmp' | 'old', pid: number) => `${target}.${kind}-${pid}`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clears what a build that was killed (`kill -9`, power loss) left beside the output folder: its
 * staging folder, and its copy of the previous output. When the kill came between the two renames
 * of the swap, the output folder is missing and that copy is the previous output: it is moved back.
 * Folders of builds still running are left alone.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(target))}\\.(tmp|old)-(\\d+)$`);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  const leftovers = names
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter(({ match }) => match && Number(match[2]) !== process.pid && !isRunning(Number(match[2])))
    .map(({ name, match }) => ({ dir: path.join(parent, name), kind: match?.[1] }));
  const old = leftovers.find((l) => l.kind === 'old');
  const restore = old && !names.includes(path.basename(target)) ? old : undefined;
  try {
    if (restore) await rename(restore.dir, target);
    for (const l of leftovers) if (l !== restore) await rm(l.dir, { recursive: true, force: true });
  } catch (error) {
    throw new PortalError(
      {
        code: 'output-unwritable',
        message: `cannot clear what an interrupted build left beside ${target} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        hint: `remove the ${path.basename(target)}.tmp-* and .old-* folders beside it, or pass another --out`,
      },
      { cause: error },
    );
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Writes into `<out>.tmp-<pid>` beside the output folder (same file system, so the swap is two
 * renames) and moves it into place only when the whole build succeeded.
 */
export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const target = path.resolve(outDir);
  const staging = stagingName(target, 'tmp', process.pid);
  try {
    await rm(staging, { recursive: true, force: true });
    await makeDirectory(staging);
  } catch (error) {
    throw new PortalError(
      {
        code: 'output-unwritable',
        message: `cannot write next to the output folder ${target} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        hint: 'pass a writable folder with --out',
      },
      { cause: error },
    );
  }
  const sink = directorySink(staging);
  return {
    sink,
    dir: staging,
    async commit() {
      const old = stagingName(target, 'old', process.pid);
      let hadPrevious = true;
      try {
        await rename(target, old);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          throw new Error(`could not move the previous output ${target} aside`, { cause: error });
        hadPrevious = false;
      }
      try {
        await rename(staging, target);
      } catch (error) {
        if (hadPrevious) await rename(old, target);
        throw new Error(`could not move the new output into ${target}`, { cause: error });
      }
      if (hadPrevious) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * Writes under `dir`, making folders as needed, a bounded number of files at a time however many
 * writes its callers start together. Its `dir` lets a worker thread write a share of the pages
 * into the same folder.
 */
export function directorySink(dir: string): OutputSink {
  const made = new Set<string>();
  const gate = limiter(WRITE_LIMIT);
  const ensureDir = async (file: string) => {
    const folder = path.dirname(file);
    if (made.has(folder)) return;
    await mkdir(folder, { recursive: true });
    made.add(folder);
  };
  return {
    dir,
    writeSync(relPath, data) {
      const file = inside(dir, relPath);
      const folder = path.dirname(file);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(file, data);
    },
    async write(relPath, data) {
      const file = inside(dir, relPath);
      return gate(async () => {
        await ensureDir(file);
        await writeFile(file, data);
      });
    },
    async copy(relPath, absSource) {
      const file = inside(dir, relPath);
      return gate(async () => {
        await ensureDir(file);
        await copyFile(absSource, file);
      });
    },
    async link(relPath, absSource) {
      const file = inside(dir, relPath);
      return gate(async () => {
        await ensureDir(file);
        await link(absSource, file);
      });
    },
  };
}

/** The output file for `relPath`; a path that would lead out of the output folder is a bug, refused. */
function inside(root: string, relPath: string): string {
  const file = path.join(root, relPath);
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel))
    throw new Error(`refused to write ${JSON.stringify(relPath)}: it is outside the output folder`);
  return file;
}

/** An in-memory output for the dev server: path (relative, forward slashes) -> bytes. */
export function memoryOutput(): { sink: OutputSink; files: Map<string, Uint8Array | string>; copies: Map<string, string> } {
  const files = new Map<string, Uint8Array | string>();
  const copies = new Map<string, string>();
  return {
    files,
    copies,
    sink: {
      async write(relPath, data) {
        files.set(relPath, data);
      },
      async copy(relPath, absSource) {
        copies.set(relPath, absSource);
      },
    },
  };
}

/**
 * mkdir -p, one level at a time. Node's own recursive mkdir never returns on some special file
 * systems (under /proc, for one), and a typo in --out must end in a message, not a hang.
 */
async function makeDirectory(dir: string, depth = 0): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || depth > 32 || path.dirname(dir) === dir) throw error;
    await makeDirectory(path.dirname(dir), depth + 1);
    await mkdir(dir);
  }
}

/** A sink writing below `prefix` (`fr/`) of another: a locale's site inside the whole output. */
export function prefixedSink(sink: OutputSink, prefix: string): OutputSink {
  if (prefix === '') return sink;
  return {
    write: (rel, data) => sink.write(`${prefix}${rel}`, data),
    copy: (rel, source) => sink.copy(`${prefix}${rel}`, source),
    ...(sink.link
      ? { link: (rel: string, source: string) => (sink.link as NonNullable<OutputSink['link']>)(`${prefix}${rel}`, source) }
      : {}),
    ...(sink.dir ? { dir: path.join(sink.dir, prefix) } : {}),
  };
}
