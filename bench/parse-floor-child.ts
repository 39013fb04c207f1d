// The parse floor, run as a program of its own (`node parse-floor.js SITE_DIR`): every markdown file
// a build of SITE_DIR renders, parsed by remark-parse with remark-gfm and nothing else, on this one
// thread. It prints one JSON line: files, bytes, and the CPU and wall time of the parsing alone
// (reading the files and loading the modules are not counted; V8's helper threads are, as they
// are in a build's CPU time).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isMarkdown } from '../core/load/pending.ts';
import { listFiles } from '../core/util/files.ts';

/** The folders whose markdown the load stage renders. */
const RENDERED = /^(docs|blog|pages|src\/pages)\//;

const siteDir = process.argv[2];
if (!siteDir) throw new Error('usage: node parse-floor.js SITE_DIR');
const files = (await listFiles(siteDir)).filter((f) => RENDERED.test(f) && isMarkdown(f));
const texts = await Promise.all(files.map((f) => readFile(path.join(siteDir, f), 'utf8')));
const processor = unified().use(remarkParse).use(remarkGfm).freeze();
const cpu = process.cpuUsage();
const started = performance.now();
for (const text of texts) processor.parse(text);
const used = process.cpuUsage(cpu);
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
process.stdout.write(
  `${JSON.stringify({ files: files.length, bytes, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started })}\n`,
);
