import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAll as loadYaml } from 'js-yaml';
import { SaxesParser } from 'saxes';
import { ROOT } from '../../helpers.ts';
import { PLACEHOLDER, where, type Block } from './blocks.ts';

/*
 * Syntax checks of code samples, batched so that a whole site costs a handful of processes: every
 * bash block in one `bash` loop over `bash -n`, every JavaScript block in one `node` process that
 * compiles it with V8 the way `node --check` does, every Python block in one `python3` process that
 * runs `py_compile` on it. JSON, YAML and XML are parsed in this process.
 */

/** A problem found in a block: where (file:line) and what. */
export interface Problem {
  at: string;
  message: string;
}

export const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'curl', 'zsh']);
export const JS = new Set(['js', 'javascript', 'mjs', 'cjs', 'jsx']);
export const PYTHON = new Set(['python', 'py', 'python3']);

/** A piece of code to check: a block's body or a part of it (a heredoc, an inline script). */
export interface Snippet {
  block: Block;
  /** Line of the block body on which the snippet starts, 0-based. */
  offset: number;
  code: string;
  /** For JavaScript: `module` when it must be parsed as an ES module. */
  kind?: 'module' | 'script';
}

const lineWithin = (s: Snippet, line: number | undefined) => where(s.block, s.offset + (line ?? 1));

function scratch(): string {
  return mkdtempSync(path.join(tmpdir(), 'content-samples-'));
}

/** `bash -n` on every snippet; one bash process loops over the files. */
export function checkBash(snippets: Snippet[]): Problem[] {
  if (snippets.length === 0) return [];
  const dir = scratch();
  try {
    const files = snippets.map((s, i) => {
      const file = path.join(dir, `${i}.sh`);
      writeFileSync(file, `${s.code}\n`);
      return file;
    });
    const loop = 'for f in "$@"; do out=$(bash -n "$f" 2>&1) || printf "%s\\t%s\\0" "$f" "$out"; done';
    const out = execFileSync('bash', ['-c', loop, 'check', ...files], { encoding: 'utf8' });
    return out
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [file, message = ''] = entry.split('\t');
        const snippet = snippets[Number(path.basename(file!, '.sh'))]!;
        const line = /: line (\d+): /.exec(message)?.[1];
        return { at: lineWithin(snippet, line ? Number(line) : undefined), message: `bash -n: ${message.replaceAll(`${file}: `, '').trim()}` };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Compiles every snippet with V8, as `node --check` does: as an ES module when it imports or exports,
 * otherwise as a CommonJS body, falling back to a module for top-level `await`.
 */
const NODE_CHECKER = `
const vm = require('node:vm');
const fs = require('node:fs');
const out = [];
const acorn = require('acorn');
// V8 puts the line of a script's syntax error first in the stack; for a module it does not, so acorn
// (which the portal already depends on) is asked where the module stops parsing.
const lineOf = (e, src, file) => {
  const first = String(e.stack).split('\\n')[0];
  if (first.startsWith(file + ':')) return Number(first.slice(file.length + 1)) || undefined;
  try { acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true }); } catch (a) { return a.loc && a.loc.line; }
  return undefined;
};
for (const file of process.argv.slice(1)) {
  const src = fs.readFileSync(file, 'utf8');
  const asModule = () => new vm.SourceTextModule(src, { identifier: file });
  const asScript = () => vm.compileFunction(src, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  try {
    if (file.endsWith('.mjs')) asModule();
    else {
      try { asScript(); } catch { asModule(); }
    }
  } catch (e) {
    out.push({ file, line: lineOf(e, src, file), message: String(e.message) });
  }
}
process.stdout.write(JSON.stringify(out));
`;

export function checkJavaScript(snippets: Snippet[]): Problem[] {
  if (snippets.length === 0) return [];
  const dir = scratch();
  try {
    const files = snippets.map((s, i) => {
      const module = s.kind === 'module' || /^\s*(import|export)\b/m.test(s.code);
      const file = path.join(dir, `${i}.${module ? 'mjs' : 'cjs'}`);
      writeFileSync(file, s.code);
      return file;
    });
    const out = execFileSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', NODE_CHECKER, ...files], { encoding: 'utf8', cwd: ROOT });
    return (JSON.parse(out) as { file: string; line?: number; message: string }[]).map((r) => {
      const snippet = snippets[Number(path.basename(r.file).split('.')[0])]!;
      return { at: lineWithin(snippet, r.line), message: `node: SyntaxError: ${r.message}` };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PY_CHECKER = `
import json, py_compile, sys
out = []
for f in sys.argv[1:]:
    try:
        py_compile.compile(f, cfile=f + "c", doraise=True)
    except py_compile.PyCompileError as e:
        v = e.exc_value
        out.append({"file": f, "line": getattr(v, "lineno", None), "message": "%s: %s" % (e.exc_type_name, getattr(v, "msg", str(v)))})
print(json.dumps(out))
`;

/** `py_compile` on every snippet, in one python3 process. */
export function checkPython(snippets: Snippet[]): Problem[] {
  if (snippets.length === 0) return [];
  const dir = scratch();
  try {
    const files = snippets.map((s, i) => {
      const file = path.join(dir, `s${i}.py`);
      writeFileSync(file, `${s.code}\n`);
      return file;
    });
    const out = execFileSync('python3', ['-c', PY_CHECKER, ...files], { encoding: 'utf8' });
    return (JSON.parse(out) as { file: string; line?: number; message: string }[]).map((r) => {
      const snippet = snippets[Number(path.basename(r.file, '.py').slice(1))]!;
      return { at: lineWithin(snippet, r.line ?? undefined), message: `py_compile: ${r.message}` };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** JSON.parse, with the line of the failure. Placeholders are allowed inside strings only, where JSON takes them. */
export function checkJson(s: Snippet): Problem[] {
  try {
    JSON.parse(s.code);
    return [];
  } catch (e) {
    const message = (e as Error).message;
    const pos = /position (\d+)/.exec(message)?.[1];
    const line = pos === undefined ? undefined : s.code.slice(0, Number(pos)).split('\n').length;
    return [{ at: lineWithin(s, line), message: `JSON.parse: ${message}` }];
  }
}

export function checkYaml(s: Snippet): Problem[] {
  try {
    loadYaml(s.code); // a front-matter block is a stream of documents
    return [];
  } catch (e) {
    const mark = (e as { mark?: { line: number } }).mark;
    return [{ at: lineWithin(s, mark ? mark.line + 1 : undefined), message: `YAML: ${(e as Error).message.split('\n')[0]}` }];
  }
}

/**
 * Well-formed XML with every prefix bound, by a namespace-aware parser. A documented placeholder
 * (`<DEM_TERRAIN_URL>` as text or in an attribute) stands for a value, so it is replaced by a name
 * before parsing; an undocumented one stays and fails as the broken tag it is.
 */
export function checkXml(s: Snippet, documented: Set<string>): Problem[] {
  // A placeholder written as a tag makes the document ill-formed: samples escape it (&lt;NAME&gt;).
  const placeholder = [...s.code.matchAll(PLACEHOLDER)].find((m) => documented.has(m[1]!));
  if (placeholder) {
    const line = s.code.slice(0, placeholder.index).split('\n').length;
    return [{ at: lineWithin(s, line), message: `XML: the placeholder ${placeholder[0]} is read as a tag; write it &lt;${placeholder[1]!}&gt;` }];
  }
  const text = s.code;
  const problems: Problem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('error', (e) => {
    problems.push({ at: lineWithin(s, parser.line), message: `XML: ${e.message.replace(/^\d+:\d+: /, '')}` });
  });
  try {
    parser.write(text).close();
  } catch (e) {
    problems.push({ at: lineWithin(s, parser.line), message: `XML: ${(e as Error).message}` });
  }
  return problems.slice(0, 1);
}

/** The body of an HTTP message block, when it has one that claims to be JSON. */
export function httpJsonBody(block: Block): Snippet | undefined {
  const lines = block.body.split('\n');
  const blank = lines.findIndex((l) => l.trim() === '');
  if (blank < 0) return undefined;
  const head = lines.slice(0, blank).join('\n');
  const body = lines.slice(blank + 1).join('\n');
  if (!body.trim() || !/content-type:\s*application\/([\w.+-]*\+)?json/i.test(head)) return undefined;
  return { block, offset: blank + 1, code: body };
}

/** Heredocs of a shell block (`<<'EOF' ... EOF`): XML or JSON documents sent as a body. */
export function heredocs(block: Block): Snippet[] {
  const lines = block.body.split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /<<-?\s*(['"]?)(\w+)\1/.exec(lines[i]!);
    if (!m) continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === m[2]);
    if (end < 0) continue;
    out.push({ block, offset: i + 1, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return out;
}

/** Inline scripts of an HTML block. */
export function inlineScripts(block: Block): Snippet[] {
  const out: Snippet[] = [];
  for (const m of block.body.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || !m[2]!.trim()) continue;
    const offset = block.body.slice(0, m.index + m[0].indexOf('>') + 1).split('\n').length - 1;
    out.push({ block, offset, code: m[2]!, kind: /type=["']module["']/.test(attrs) ? 'module' : 'script' });
  }
  return out;
}
