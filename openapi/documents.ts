import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../model/diagnostics.ts';
import { displayPath } from '../model/paths.ts';
import { closest } from '../model/slug.ts';
import { childPointer, getAt, isObject, pointerTokens } from './pointer.ts';
import { parseSpecText, SpecSyntaxError, type SpecSource } from './source.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

/** One file of a spec: the spec itself or a file one of its `$ref`s names. */
export interface SpecFile {
  abs: string;
  /** Path relative to the site folder: the key its `$ref`s are rewritten to. '' for the spec itself. */
  key: string;
  display: string;
  text: string;
  source: SpecSource;
}

/**
 * Every file of a spec, with every `$ref` rewritten to one canonical form (`#/x` in the spec,
 * `<key>#/x` elsewhere) so a schema lifted out of its file (by allOf merging) still resolves.
 */
export interface SpecDocuments {
  siteDir: string;
  main: SpecFile;
  files: Map<string, SpecFile>;
}

/** A value found by following `$ref`s, with where it really lives. */
export interface Located {
  value: unknown;
  /** Canonical pointer: `#/a/b` in the spec, `<key>#/a/b` in another file. */
  pointer: string;
}

const REMOTE = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const TEXT_FILE = /\.(md|markdown|mdx|txt|html?)$/i;

function textSource(text: string): SpecSource {
  return { value: text, locate: () => ({ line: 1, column: 1 }) };
}

export type LoadDocumentsResult = { docs: SpecDocuments; diagnostics: Diagnostic[] } | { docs?: undefined; diagnostics: Diagnostic[] };

/**
 * Reads the spec and every local file its `$ref`s name, and checks each `$ref`: a URL is an error
 * (nothing is ever fetched), a file outside the site folder is an error, and a pointer that
 * leads nowhere is an error naming the pointer that holds it.
 */
export async function loadDocuments(siteDir: string, specAbs: string): Promise<LoadDocumentsResult> {
  const diagnostics: Diagnostic[] = [];
  const root = await realpath(siteDir).catch(() => siteDir);
  const files = new Map<string, SpecFile>();
  const read = async (abs: string, key: string): Promise<SpecFile> => {
    const text = await readFile(abs, 'utf8');
    // A `$ref` may name a markdown or text file (Bump's `x-topics` content): its value is its text.
    const source = key !== '' && TEXT_FILE.test(abs) ? textSource(text) : parseSpecText(text, abs);
    const file = { abs, key, display: displayPath(abs), text, source };
    files.set(key, file);
    return file;
  };

  let main: SpecFile;
  try {
    main = await read(specAbs, '');
  } catch (error) {
    diagnostics.push(loadError(error, displayPath(specAbs)));
    return { diagnostics };
  }
  const queue: SpecFile[] = [main];
  const broken = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const { holder, pointer, ref } of collectRefs(file.source.value)) {
      // Located at the `$ref` line itself; the message names the object that holds it.
      // A `$ref` that leads nowhere is a warning (an error under --strict): the page shows an
      // "unresolved" placeholder there, as the rest of the spec is still worth publishing.
      const at = (code: string, message: string, hint: string) =>
        diagnostics.push(specDiagnostic({ file, severity: 'warning', code, message, pointer: childPointer(pointer, '$ref'), hint }));
      if (REMOTE.test(ref)) {
        at(
          'openapi-remote-ref',
          `the $ref "${ref}" at ${pointer} is a URL; portal never fetches remote files`,
          'download the file into the content folder and refer to it by a relative path',
        );
        holder.$ref = unresolvable(ref);
        continue;
      }
      const [filePart = '', fragment = ''] = splitRef(ref);
      let targetKey = file.key;
      if (filePart !== '') {
        const abs = path.resolve(path.dirname(file.abs), decodeSafe(filePart));
        const real = await realpath(abs).catch(() => undefined);
        const rel = path.relative(root, real ?? abs);
        if (rel.startsWith('..') || path.isAbsolute(rel)) {
          at(
            'openapi-ref-outside',
            `the $ref "${ref}" at ${pointer} points outside the content folder`,
            'keep referenced files inside the site folder',
          );
          holder.$ref = unresolvable(ref);
          continue;
        }
        targetKey = rel.split(path.sep).join('/');
        if (real === undefined) {
          at(
            'openapi-broken-ref',
            `the $ref "${ref}" at ${pointer} names the file ${targetKey}, which does not exist`,
            'check the relative path from the spec file',
          );
          holder.$ref = unresolvable(ref);
          continue;
        }
        if (!files.has(targetKey) && !broken.has(targetKey)) {
          try {
            queue.push(await read(real, targetKey));
          } catch (error) {
            broken.add(targetKey);
            diagnostics.push(loadError(error, displayPath(real)));
            holder.$ref = unresolvable(ref);
            continue;
          }
        }
      }
      const target = files.get(targetKey);
      if (!target) {
        holder.$ref = unresolvable(ref);
        continue;
      }
      const tokens = pointerTokens(fragment);
      if (getAt(target.source.value, tokens) === undefined) {
        const parent = getAt(target.source.value, tokens.slice(0, -1));
        const guess = isObject(parent) ? closest(tokens[tokens.length - 1] ?? '', Object.keys(parent)) : undefined;
        at(
          'openapi-broken-ref',
          `the $ref "${ref}" at ${pointer} points to nothing${filePart ? ` in ${targetKey}` : ''}`,
          guess ? `did you mean "${childPointer(`${filePart}#`, ...tokens.slice(0, -1), guess)}"?` : 'define the target or fix the pointer',
        );
        holder.$ref = unresolvable(ref);
        continue;
      }
      holder.$ref = `${targetKey}#${fragment.startsWith('/') || fragment === '' ? fragment : `/${fragment}`}`;
    }
  }
  return { docs: { siteDir: root, main, files }, diagnostics };
}

/**
 * The form a `$ref` that leads nowhere is kept in: no file key can start with a NUL, so it never
 * resolves by chance, and the placeholder still shows the reference as the author wrote it.
 */
const UNRESOLVED = '\u0000unresolved:';

function unresolvable(ref: string): string {
  return `${UNRESOLVED}${ref}`;
}

/** The `$ref` as written, for a reference the loader could not follow; undefined for any other. */
export function unresolvedRef(ref: string): string | undefined {
  return ref.startsWith(UNRESOLVED) ? ref.slice(UNRESOLVED.length) : undefined;
}

function loadError(error: unknown, display: string): Diagnostic {
  if (error instanceof SpecSyntaxError) {
    return specDiagnostic({
      display,
      severity: 'error',
      code: 'openapi-syntax',
      message: error.message,
      point: error.point,
      hint: 'check the quoting and indentation on that line: an unclosed quote or bracket, or a value holding ": " that needs quotes',
    });
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message = code === 'ENOENT' ? 'the spec file does not exist' : `could not read the file: ${(error as Error).message}`;
  return specDiagnostic({
    display,
    severity: 'error',
    code: 'openapi-unreadable',
    message,
    hint: code === 'ENOENT' ? 'check the `spec` path in the config' : 'check the file permissions',
  });
}

/** Every `$ref` string in a parsed file, with the object that holds it. Shared (aliased) nodes once. */
function collectRefs(value: unknown): { holder: Record<string, unknown>; pointer: string; ref: string }[] {
  const out: { holder: Record<string, unknown>; pointer: string; ref: string }[] = [];
  const seen = new Set<object>();
  const walk = (node: unknown, pointer: string): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${pointer}/${i}`));
      return;
    }
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') out.push({ holder: obj, pointer, ref: obj.$ref });
    for (const [k, v] of Object.entries(obj)) if (k !== '$ref') walk(v, childPointer(pointer, k));
  };
  walk(value, '#');
  return out;
}

function splitRef(ref: string): [string, string] {
  const i = ref.indexOf('#');
  return i < 0 ? [ref, ''] : [ref.slice(0, i), ref.slice(i + 1)];
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The file and pointer tokens of a canonical pointer. */
export function splitPointer(docs: SpecDocuments, pointer: string): { file: SpecFile; tokens: string[] } | undefined {
  const [key, fragment] = splitRef(pointer);
  const file = docs.files.get(key);
  return file ? { file, tokens: pointerTokens(fragment) } : undefined;
}

/** Follows `$ref`s from a value until a value that is not one; undefined for a loop of refs. */
export function deref(docs: SpecDocuments, located: Located): Located | undefined {
  let current = located;
  for (let hops = 0; hops < 64; hops++) {
    const v = current.value;
    if (!isObject(v) || typeof v.$ref !== 'string') return current;
    const target = splitPointer(docs, v.$ref);
    if (!target) return undefined;
    current = { value: getAt(target.file.source.value, target.tokens), pointer: v.$ref };
  }
  return undefined;
}

/** The value at a canonical pointer. */
export function valueAt(docs: SpecDocuments, pointer: string): unknown {
  const target = splitPointer(docs, pointer);
  return target ? getAt(target.file.source.value, target.tokens) : undefined;
}
