import { beforeAll, describe, expect, it } from 'vitest';
import { allBlocks, documentedPlaceholders, markdownFiles, PLACEHOLDER, where, type Block } from './support/blocks.ts';
import { allowedAuth, addressVariables, callsOf, operationOf, type Call } from './support/calls.ts';
import { at, loadSpecs, validator, type Node, type Spec } from './support/specs.ts';
import {
  checkBash,
  checkJavaScript,
  checkJson,
  checkPython,
  checkXml,
  checkYaml,
  heredocs,
  httpJsonBody,
  inlineScripts,
  JS,
  PYTHON,
  SHELL,
  type Problem,
  type Snippet,
} from './support/syntax.ts';

/*
 * Every sample of every page runs as written once its documented placeholders are filled: each fenced
 * block is checked by the parser of its language, and each call to one of the five APIs is compared
 * with its OpenAPI spec. Failures name the file and line of the block (or of the line inside it).
 */

const blocks = allBlocks();
const documented = documentedPlaceholders();
const whole = (block: Block, extra: Partial<Snippet> = {}): Snippet => ({ block, offset: 0, code: block.body, ...extra });
const byLang = (langs: Set<string>) => blocks.filter((b) => langs.has(b.lang));
const report = (problems: Problem[]) => problems.map((p) => `${p.at}: ${p.message}`);

describe('every code sample parses in its language', () => {
  it('finds the samples of the site', () => {
    expect(blocks.length).toBeGreaterThan(400);
    expect(byLang(SHELL).length).toBeGreaterThan(100);
    expect(byLang(JS).length).toBeGreaterThan(50);
    expect(byLang(new Set(['xml'])).length).toBeGreaterThan(40);
    // Every block says what it is: a language the checks below know, or a text-like one.
    const known = new Set([...SHELL, ...JS, ...PYTHON, 'json', 'xml', 'yaml', 'html', 'http', 'mermaid', 'text']);
    expect(blocks.filter((b) => !known.has(b.lang)).map((b) => `${where(b)}: fence language "${b.lang}"`)).toEqual([]);
  });

  it('shell blocks pass bash -n (placeholders quoted)', () => {
    expect(report(checkBash(byLang(SHELL).map((b) => whole(b))))).toEqual([]);
  });

  it('JavaScript blocks and inline scripts of HTML blocks compile, as node --check does', () => {
    const snippets = [...byLang(JS).map((b) => whole(b)), ...byLang(new Set(['html'])).flatMap(inlineScripts)];
    expect(snippets.length).toBeGreaterThan(50);
    expect(report(checkJavaScript(snippets))).toEqual([]);
  });

  it('Python blocks pass py_compile', () => {
    const snippets = byLang(PYTHON).map((b) => whole(b));
    expect(snippets.length).toBeGreaterThan(3);
    expect(report(checkPython(snippets))).toEqual([]);
  });

  it('JSON blocks, JSON bodies of HTTP messages and YAML blocks parse', () => {
    const json = [...byLang(new Set(['json'])).map((b) => whole(b)), ...byLang(new Set(['http'])).flatMap((b) => httpJsonBody(b) ?? [])];
    expect(report([...json.flatMap(checkJson), ...byLang(new Set(['yaml'])).map((b) => whole(b)).flatMap(checkYaml)])).toEqual([]);
  });

  it('XML blocks and XML heredocs are well-formed, with every prefix bound', () => {
    const xml = [...byLang(new Set(['xml'])).map((b) => whole(b)), ...byLang(SHELL).flatMap(heredocs).filter((s) => s.code.trimStart().startsWith('<'))];
    expect(report(xml.flatMap((s) => checkXml(s, documented)))).toEqual([]);
  });

  it('uses only placeholders the authentication page lists, and one spelling of the token', () => {
    const unknown = blocks.flatMap((b) =>
      b.body.split('\n').flatMap((line, i) => [...line.replace(/&lt;/g, '<').replace(/&gt;/g, '>').matchAll(PLACEHOLDER)].filter((m) => !documented.has(m[1]!)).map((m) => `${where(b, i + 1)}: ${m[0]} is not listed on the authentication page`)),
    );
    expect(unknown).toEqual([]);
    // The token is written <YOUR_TOKEN> everywhere, in samples and in prose: no other spelling.
    const other = /<[Yy]our[ _-][^>]*>|<YOUR_(API_)?KEY>|<(API_)?(KEY|TOKEN)>|<API_TOKEN>|your-api-key|YOUR_API_KEY|\bMAPS_TOKEN=(?!'<YOUR_TOKEN>'|"\$)[^\s;]/;
    const otherSpellings = markdownFiles().flatMap((f) =>
      f.text.split('\n').flatMap((line, i) => (other.test(line) ? [`${f.file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(otherSpellings).toEqual([]);
  });

  it('the checks catch what they are meant to catch', () => {
    const fake = (lang: string, body: string): Block => ({ file: 'fake.md', line: 10, lang, meta: '', title: '', body });
    expect(report(checkBash([whole(fake('bash', 'echo ok\nexport MAPS_TOKEN=<your API key>'))]))[0]).toMatch(/^fake\.md:1[12]: bash -n/);
    expect(checkBash([whole(fake('bash', "export MAPS_TOKEN='<YOUR_TOKEN>'"))])).toEqual([]);
    expect(report(checkJavaScript([whole(fake('javascript', 'const a = 1;\nconst = 2;'))]))[0]).toMatch(/^fake\.md:12: node/);
    expect(checkJavaScript([whole(fake('javascript', 'const r = await fetch(u);')), whole(fake('javascript', "import x from 'y';\nexport const z = x;"))])).toEqual([]);
    expect(report(checkPython([whole(fake('python', 'x = 1\ndef f(:\n  pass'))]))[0]).toMatch(/^fake\.md:12: py_compile/);
    expect(report(checkJson(whole(fake('json', '{\n  "a": 1,\n}'))))[0]).toMatch(/^fake\.md:1[23]: JSON/);
    expect(checkXml(whole(fake('xml', '<a:b xmlns:a="urn:x"><c/></a:b>')), documented)).toEqual([]);
    expect(report(checkXml(whole(fake('xml', '<a:b>\n<c/></a:b>')), documented))[0]).toMatch(/^fake\.md:1\d: XML: .*prefix/i);
    expect(checkXml(whole(fake('xml', '<u>\n&lt;3D_TILESET_URL&gt;</u>')), documented)).toEqual([]);
    expect(report(checkXml(whole(fake('xml', '<u>\n<3D_TILESET_URL></u>')), documented))[0]).toMatch(/^fake\.md:12: XML: the placeholder <3D_TILESET_URL> is read as a tag/);
    expect(checkXml(whole(fake('xml', '<u>\n<NOT_A_DOCUMENTED_ONE></u>')), documented)).not.toEqual([]);
  });
});

describe('every call to one of the five APIs matches its spec', () => {
  let specs: Spec[] = [];
  let calls: Call[] = [];
  const validate = validator();

  beforeAll(async () => {
    specs = await loadSpecs();
    const pages = new Map<string, Block[]>();
    for (const b of blocks) pages.set(b.file, [...(pages.get(b.file) ?? []), b]);
    // Shell variables of every page, for Python samples that read one with os.environ.
    const environment = addressVariables(blocks, specs);
    calls = [...pages.values()].flatMap((page) => {
      const vars = addressVariables(page, specs, environment);
      return page.filter((b) => SHELL.has(b.lang) || JS.has(b.lang) || PYTHON.has(b.lang) || b.lang === 'http').flatMap((b) => callsOf(b, vars, specs));
    });
  });

  it('finds calls to all five APIs', () => {
    expect([...new Set(calls.map((c) => c.spec.file))].sort()).toEqual(specs.map((s) => s.file).sort());
    expect(calls.length).toBeGreaterThan(40);
  });

  it('calls paths and methods the spec has', () => {
    const problems = calls.flatMap((c) => {
      const { template, op } = operationOf(c);
      if (!template) return [`${c.at}: ${c.path} is not a path of ${c.spec.file}`];
      if (!op) return [`${c.at}: ${c.method.toUpperCase()} ${template} is not an operation of ${c.spec.file}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('sends only query parameters of the operation, and its required ones', () => {
    const problems = calls.flatMap((c) => {
      const { template, op } = operationOf(c);
      if (!op) return [];
      const query = ((op.parameters as Node[] | undefined) ?? []).filter((p) => p.in === 'query');
      const names = new Set(query.map((p) => p.name as string));
      const unknown = [...c.params].filter((n) => !names.has(n)).map((n) => `${c.at}: "${n}" is not a query parameter of ${c.method.toUpperCase()} ${template}`);
      const missing = c.spreads ? [] : query.filter((p) => p.required && !c.params.has(p.name as string)).map((p) => `${c.at}: ${template} without its required "${p.name as string}"`);
      return [...unknown, ...missing];
    });
    expect(problems).toEqual([]);
  });

  it('sends the key the way the spec says the API takes it', () => {
    const problems = calls.flatMap((c) => {
      const { template, op } = operationOf(c);
      if (!op) return [];
      const allowed = allowedAuth(c.spec, op);
      const out: string[] = [];
      if (!c.header && !c.tokenParam) out.push(`${c.at}: ${template} is called without the key`);
      if (c.header && !allowed.header) out.push(`${c.at}: ${c.spec.file} does not take the x-api-key header`);
      if (c.tokenParam && !allowed.token) out.push(`${c.at}: ${c.spec.file} does not take the token query parameter`);
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('sends JSON bodies (curl -d and raw HTTP) that the request schema accepts', () => {
    const withBody = calls.filter((c) => c.body !== undefined);
    expect(withBody.length).toBeGreaterThan(3);
    const problems = withBody.flatMap((c) => {
      const { op } = operationOf(c);
      const schema = op && at(op, 'requestBody', 'content', 'application/json', 'schema');
      if (!schema) return [`${c.at}: sends a JSON body to an operation that takes none`];
      const check = validate(schema);
      return check(c.body) ? [] : [`${c.at}: body rejected by the schema: ${check.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });
});
