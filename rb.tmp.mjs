// ../../../tmp/bigpage/rb/entry.ts
import { readFileSync } from "node:fs";

// cli/load/link-resolver.ts
import path from "node:path/posix";

// cli/util/url.ts
function joinUrl(...parts) {
  const joined = parts.filter((p) => p !== "").join("/").replace(/\/{2,}/g, "/");
  return joined.startsWith("/") ? joined : `/${joined}`;
}
function withBase(baseUrl, routePath, trailingSlash = null) {
  const [pathPart = "", hash] = splitHash(routePath);
  let href = pathPart === "/" || pathPart === "" ? baseUrl : joinUrl(baseUrl, pathPart);
  href = applyTrailingSlash(href, trailingSlash, baseUrl);
  return hash === void 0 ? href : `${href}#${hash}`;
}
function applyTrailingSlash(href, trailingSlash, baseUrl) {
  if (trailingSlash === null || href.startsWith("#") || href === baseUrl || href === "/") return href;
  const [pathPart = "", hash] = splitHash(href);
  const [pathname = "", search] = splitOnce(pathPart, "?");
  let next = pathname;
  if (trailingSlash && !pathname.endsWith("/")) next = `${pathname}/`;
  if (!trailingSlash && pathname.endsWith("/") && pathname.length > 1) next = pathname.slice(0, -1);
  return `${next}${search === void 0 ? "" : `?${search}`}${hash === void 0 ? "" : `#${hash}`}`;
}
function splitHash(url) {
  return splitOnce(url, "#");
}
function splitOnce(value, separator) {
  const i = value.indexOf(separator);
  return i < 0 ? [value, void 0] : [value.slice(0, i), value.slice(i + 1)];
}
function stripBase(baseUrl, pathname) {
  if (pathname === baseUrl.slice(0, -1)) return "/";
  if (!pathname.startsWith(baseUrl)) return void 0;
  return `/${pathname.slice(baseUrl.length)}`;
}
function isExternalUrl(url) {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[\\/]{2}/.test(url.trimStart());
}

// cli/load/link-resolver.ts
function createLinkResolver(input) {
  return resolve;
  function resolve(url, fromRel) {
    if (url.startsWith("pathname://")) return { kind: "asset", path: url.slice("pathname://".length) || "/", exists: true };
    if (isExternalUrl(url)) return { kind: "external" };
    const [beforeHash, rawHash] = splitHash(url);
    const hash = rawHash === void 0 || rawHash === "" ? void 0 : decodeSafe(rawHash);
    const pathPart = (beforeHash ?? "").split("?")[0] ?? "";
    const fromRoute = input.fileRoutes.get(fromRel) ?? "/";
    if (pathPart === "") return hash === void 0 ? { kind: "route", path: fromRoute } : { kind: "route", path: fromRoute, hash };
    if (pathPart.startsWith("@site/")) return siteFileTarget(pathPart.slice("@site/".length), fromRel, hash);
    if (/\.mdx?$/i.test(pathPart)) return markdownTarget(decodeSafe(pathPart), fromRel, hash);
    if (pathPart.startsWith("/")) {
      const inSite = stripBase(input.baseUrl, pathPart) ?? pathPart;
      const decoded = decodeSafe(inSite);
      if (input.siteFiles.has(`static${decoded}`)) return { kind: "asset", path: decoded, exists: true };
      if (/\.[a-z0-9]{2,5}$/i.test(decoded) && !/\.(md|mdx|html)$/i.test(decoded)) return { kind: "asset", path: decoded, exists: false };
      return withHash({ kind: "route", path: trimRoute(decoded) }, hash);
    }
    const fromDir = path.dirname(fromRel);
    const file2 = path.normalize(path.join(fromDir, decodeSafe(pathPart)));
    if (input.siteFiles.has(file2) || /\.[a-z0-9]{2,5}$/i.test(file2)) return siteFileTarget(file2, fromRel, hash);
    let resolved;
    try {
      resolved = new URL(pathPart, `http://site${fromRoute}`).pathname;
    } catch {
      return { kind: "missing-file", file: file2 };
    }
    return withHash({ kind: "route", path: trimRoute(decodeSafe(resolved)) }, hash);
  }
  function markdownTarget(link, fromRel, hash) {
    const root = contentRoot(fromRel);
    const candidates = [
      ...link.startsWith("/") ? [] : [path.join(path.dirname(fromRel), link)],
      ...root ? [path.join(root, link)] : [],
      path.join(".", link)
    ].map((c) => path.normalize(c).replace(/^\/+/, ""));
    for (const candidate of candidates) {
      const route = input.fileRoutes.get(candidate);
      if (route !== void 0) return withHash({ kind: "route", path: route }, hash);
    }
    const file2 = candidates[0] ?? link;
    return hash === void 0 ? { kind: "missing-file", file: file2 } : { kind: "missing-file", file: file2, hash };
  }
  function siteFileTarget(file2, fromRel, hash) {
    const normal = path.normalize(file2);
    if (/\.mdx?$/i.test(normal)) return markdownTarget(`/${normal}`, fromRel, hash);
    const asset = normal.startsWith("static/") ? `/${normal.slice("static/".length)}` : `/_files/${normal}`;
    return { kind: "asset", path: asset, exists: input.siteFiles.has(normal) };
  }
}
function contentRoot(fromRel) {
  if (fromRel.startsWith("src/pages/")) return "src/pages";
  const first = fromRel.split("/")[0];
  return first && first !== fromRel ? first : void 0;
}
function withHash(target, hash) {
  return hash === void 0 ? target : { ...target, hash };
}
function trimRoute(p) {
  const out = p.replace(/\/index\.html$|\.html$/, "").replace(/\/+$/, "");
  return out === "" ? "/" : out;
}
function decodeSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// cli/load/markdown/highlighter.ts
import { common, createLowlight } from "lowlight";
import dockerfile from "highlight.js/lib/languages/dockerfile";
import http from "highlight.js/lib/languages/http";
import nginx from "highlight.js/lib/languages/nginx";
import powershell from "highlight.js/lib/languages/powershell";
import protobuf from "highlight.js/lib/languages/protobuf";
var PLAIN = /* @__PURE__ */ new Set(["text", "txt", "plain", "plaintext", "none", ""]);
var ALIASES = { jsx: "javascript", tsx: "typescript", sh: "bash", zsh: "bash", console: "bash", curl: "bash", shell: "bash", "shell-session": "bash", ps: "powershell", docker: "dockerfile", "objective-c": "objectivec", objc: "objectivec", yml: "yaml", html: "xml", svg: "xml", js: "javascript", ts: "typescript", py: "python", ps1: "powershell", proto: "protobuf" };
function createCodeHighlighter() {
  const lowlight = createLowlight(common);
  lowlight.register({ dockerfile, http, nginx, powershell, protobuf });
  const resolve = (lang) => {
    const l = lang.toLowerCase();
    if (PLAIN.has(l)) return "text";
    const name = ALIASES[l] ?? l;
    return lowlight.registered(name) ? name : void 0;
  };
  return {
    resolve,
    highlight(code, { lang, highlightLines }) {
      const name = resolve(lang);
      const tokens = name && name !== "text" ? lowlight.highlight(name, code).children : [{ type: "text", value: code }];
      return {
        type: "element",
        tagName: "pre",
        properties: { className: ["hljs"] },
        children: [{ type: "element", tagName: "code", properties: {}, children: joinLines(splitLines(tokens).map((line, i) => lineElement(line, highlightLines.has(i + 1)))) }]
      };
    }
  };
}
function plainHighlighter() {
  const real = createCodeHighlighter();
  return {
    resolve: real.resolve,
    highlight: (code, { highlightLines }) => ({
      type: "element",
      tagName: "pre",
      properties: { className: ["hljs"] },
      children: [{ type: "element", tagName: "code", properties: {}, children: joinLines(code.split("\n").map((l, i) => lineElement([{ type: "text", value: l }], highlightLines.has(i + 1)))) }]
    })
  };
}
function joinLines(lines) {
  return lines.flatMap((line, i) => i === 0 ? [line] : [{ type: "text", value: "\n" }, line]);
}
function lineElement(children, highlighted) {
  return { type: "element", tagName: "span", properties: { className: highlighted ? ["line", "highlighted"] : ["line"] }, children: children.length > 0 ? children : [{ type: "text", value: "" }] };
}
function splitLines(nodes) {
  const lines = [[]];
  const walk = (node, wrap) => {
    if (node.type === "text") {
      const parts = node.value.split("\n");
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1].push(...wrap([{ type: "text", value: part }]));
      });
    } else if (node.type === "element") {
      const rewrap = (c) => wrap([{ ...node, children: c }]);
      for (const child of node.children) walk(child, rewrap);
    }
  };
  for (const n of nodes) walk(n, (c) => c);
  return lines;
}
function parseCodeMeta(meta) {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const highlightLines = /* @__PURE__ */ new Set();
  for (const part of ranges?.[1]?.split(",") ?? []) {
    const [a, b] = part.trim().split("-").map((n) => Number.parseInt(n, 10));
    if (a === void 0 || Number.isNaN(a)) continue;
    for (let n = a; n <= (b === void 0 || Number.isNaN(b) ? a : b); n++) highlightLines.add(n);
  }
  const out = {
    highlightLines,
    showLineNumbers: /\bshowLineNumbers\b/.test(meta)
  };
  const t = title?.[1] ?? title?.[2] ?? title?.[3];
  if (t !== void 0) out.title = t;
  return out;
}

// cli/load/markdown/processor.ts
import { toHtml } from "hast-util-to-html";
import rehypeRaw from "rehype-raw";
import { visit as visit6 } from "unist-util-visit";

// cli/load/markdown/walk.ts
function walkElements(tree, visit7) {
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node === void 0 || node.type !== "element") continue;
    if (visit7(node, tree, i) === false) continue;
    walkElements(node, visit7);
  }
}

// cli/load/markdown/processor.ts
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile as VFile2 } from "vfile";

// cli/load/markdown/admonitions.ts
import { visit, SKIP } from "unist-util-visit";

// cli/diagnostics.ts
function diagnostic(severity, code, message, where = {}) {
  const d = { severity, code, message };
  if (where.file !== void 0) d.file = where.file;
  if (where.point) {
    d.line = where.point.line;
    d.column = where.point.column;
  }
  if (where.hint) d.hint = where.hint;
  return d;
}

// cli/load/markdown/admonitions.ts
var ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger", "caution", "important", "success", "secondary"];
var STYLE_OF = { secondary: "note", important: "info", success: "tip", caution: "warning" };
function isAdmonitionKind(kind) {
  return ADMONITION_KINDS.includes(kind);
}
function admonitionLook(kind) {
  const style = STYLE_OF[kind] ?? kind;
  const className = ["admonition", `admonition-${kind}`];
  if (style !== kind) className.push(`admonition-${style}`);
  return { className, title: kind.charAt(0).toUpperCase() + kind.slice(1) };
}
function remarkAdmonitions() {
  return (tree, file2) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== "containerDirective" && node.type !== "leafDirective" && node.type !== "textDirective") return;
      const d = node;
      if (d.type === "containerDirective" && isAdmonitionKind(d.name)) {
        const look = admonitionLook(d.name);
        const first = d.children[0];
        let title;
        if (first && first.type === "paragraph" && first.data?.directiveLabel) {
          title = first.children;
          d.children.shift();
        }
        const titleNode = {
          type: "paragraph",
          children: title ?? [{ type: "text", value: look.title }],
          data: { hProperties: { className: ["admonition-heading"] } }
        };
        d.data = { hName: "div", hProperties: { className: look.className } };
        d.children = [
          titleNode,
          { type: "blockquote", children: d.children, data: { hName: "div", hProperties: { className: ["admonition-content"] } } }
        ];
        return;
      }
      if (parent === void 0 || index === void 0) return;
      if (d.type === "containerDirective") {
        const facts = file2.data.facts;
        facts?.diagnostics.push(
          diagnostic("warning", "unknown-admonition", `":::${d.name}" is not an admonition kind`, {
            file: facts.source.display,
            point: d.position?.start,
            hint: `use one of ${ADMONITION_KINDS.join(", ")}`
          })
        );
      }
      parent.children.splice(index, 1, ...asText(d));
      return [SKIP, index];
    });
  };
}
function asText(d) {
  const marker = d.type === "textDirective" ? ":" : d.type === "leafDirective" ? "::" : ":::";
  const head = { type: "text", value: `${marker}${d.name}` };
  if (d.type === "textDirective") return [head, ...d.children];
  return [{ type: "paragraph", children: [head] }, ...d.children];
}

// cli/load/markdown/code-blocks.ts
import { toString } from "hast-util-to-string";

// cli/load/markdown/languages.ts
import { createRequire } from "node:module";
var prism = createRequire(import.meta.url)("prismjs/components.json");
var COMMON = ["curl", "console", "shell-session", "sh-session", "shellsession", "zsh", "ps1", "text", "txt", "plain", "plaintext", "none"];
function prismNames() {
  const names = new Set(COMMON);
  for (const [id, entry] of Object.entries(prism.languages)) {
    if (id === "meta") continue;
    names.add(id);
    for (const alias of [entry.alias ?? []].flat()) names.add(alias);
  }
  return names;
}
var KNOWN = prismNames();
function isPrismLanguage(lang) {
  return KNOWN.has(lang.toLowerCase());
}

// cli/load/markdown/magic-comments.ts
var MAGIC = /^\s*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*|\(\*|'|REM\b)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->|\*\))?\s*$/i;
function applyMagicComments(code, highlightLines) {
  if (highlightLines.size > 0 || !code.includes("highlight-")) return { code, highlightLines: new Set(highlightLines) };
  const kept = [];
  const lines = /* @__PURE__ */ new Set();
  let next = false;
  let block = 0;
  code.split("\n").forEach((line) => {
    const magic = MAGIC.exec(line)?.[1]?.toLowerCase();
    if (magic === "next-line") next = true;
    else if (magic === "start") block++;
    else if (magic === "end") block = Math.max(0, block - 1);
    else {
      kept.push(line);
      if (next || block > 0) lines.add(kept.length);
      next = false;
    }
  });
  return { code: kept.join("\n"), highlightLines: lines };
}

// cli/load/markdown/code-blocks.ts
function rehypeCodeBlocks(ctx) {
  return (tree, file2) => {
    const facts = file2.data.facts;
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== "pre") return;
      const code = node.children.find((c) => c.type === "element" && c.tagName === "code");
      if (!code) return;
      const classes = code.properties.className ?? [];
      const lang = classes.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? "";
      const meta = String(code.properties.dataMeta ?? code.data?.meta ?? "");
      const text3 = toString(code).replace(/\n$/, "");
      if (lang === "mermaid") {
        if (facts) facts.hasMermaid = true;
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["mermaid-diagram"] },
          children: [{ type: "element", tagName: "pre", properties: { className: ["mermaid-source"] }, children: [{ type: "text", value: text3 }] }]
        };
        return false;
      }
      const parsed = parseCodeMeta(meta);
      const { title, showLineNumbers } = parsed;
      const { code: source2, highlightLines } = applyMagicComments(text3, parsed.highlightLines);
      const resolved = ctx.highlighter.resolve(lang);
      if (lang && resolved === void 0 && !isPrismLanguage(lang) && facts) {
        facts.diagnostics.push(
          diagnostic("warning", "unknown-language", `no syntax highlighting for the code language "${lang}"`, {
            file: facts.source.display,
            point: node.position?.start,
            hint: "use a language Prism knows (bash, json, yaml, javascript, typescript, python, xml, css, http, sql, ...) or text"
          })
        );
      }
      const pre = ctx.highlighter.highlight(source2, { lang: resolved ?? "text", highlightLines });
      const preClasses = [...pre.properties.className ?? [], ...showLineNumbers ? ["line-numbers"] : []];
      pre.properties = { className: preClasses, tabIndex: 0 };
      if (resolved && resolved !== "text") pre.properties.dataLanguage = resolved;
      const children = [];
      if (title) children.push({ type: "element", tagName: "div", properties: { className: ["code-title"] }, children: [{ type: "text", value: title }] });
      children.push(pre);
      parent.children[index] = { type: "element", tagName: "div", properties: { className: ["code-block"] }, children };
      return false;
    });
  };
}

// cli/load/markdown/collect.ts
function rehypeCollect() {
  return (tree, file2) => {
    const facts = file2.data.facts;
    if (!facts) return;
    walkElements(tree, (node) => {
      if (node.tagName === "pre") return false;
      if (typeof node.properties.id === "string") facts.ids.push(node.properties.id);
      if (node.tagName === "a" && typeof node.properties.name === "string") facts.ids.push(node.properties.name);
    });
    const i = tree.children.findIndex((n) => n.type === "comment" && n.value.trim() === "truncate");
    if (i >= 0) facts.truncateAt = i;
  };
}
function rehypeTocInline() {
  return (tree, file2) => {
    if (!file2.data.facts?.hasTocInline) return;
    const all = file2.data.facts.headings;
    walkElements(tree, (node) => {
      if (node.tagName === "pre") return false;
      if (node.tagName !== "nav" || node.properties.dataTocInline === void 0) return;
      const min = Number(node.properties.dataMinLevel ?? 2);
      const max = Number(node.properties.dataMaxLevel ?? 3);
      delete node.properties.dataMinLevel;
      delete node.properties.dataMaxLevel;
      const headings = all.filter((h) => h.depth >= min && h.depth <= max);
      node.children = [
        {
          type: "element",
          tagName: "ul",
          properties: {},
          children: headings.map((h) => ({
            type: "element",
            tagName: "li",
            properties: { className: [`toc-depth-${h.depth}`] },
            children: [{ type: "element", tagName: "a", properties: { href: `#${h.id}` }, children: [{ type: "text", value: h.text }] }]
          }))
        }
      ];
    });
  };
}

// cli/load/markdown/headings.ts
import { toString as toString2 } from "hast-util-to-string";
import { visit as visit2 } from "unist-util-visit";

// cli/util/slug.ts
import GithubSlugger from "github-slugger";
import kebabCase from "lodash-es/kebabCase.js";
function createSlugger() {
  return new GithubSlugger();
}

// cli/load/markdown/headings.ts
var CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
function remarkCustomHeadingIds() {
  return (tree) => {
    visit2(tree, "heading", (node) => {
      const last2 = node.children[node.children.length - 1];
      if (!last2 || last2.type !== "text") return;
      const m = CUSTOM_ID.exec(last2.value);
      if (!m) return;
      last2.value = last2.value.slice(0, m.index);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties ?? {}, id: m[1] } };
    });
  };
}
function rehypeHeadings() {
  return (tree, file2) => {
    const facts = file2.data.facts;
    const slugger = createSlugger();
    walkElements(tree, (node) => {
      if (node.tagName === "pre") return false;
      const m = /^h([1-6])$/.exec(node.tagName);
      if (!m) return;
      const text3 = toString2(node).trim();
      let id = node.properties.id === void 0 ? void 0 : String(node.properties.id);
      if (id === void 0) id = slugger.slug(text3);
      else slugger.slug(id);
      node.properties.id = id;
      facts?.headings.push({ depth: Number(m[1]), text: text3, id });
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: `Direct link to ${text3}` },
        children: [{ type: "text", value: "#" }]
      });
    });
  };
}

// cli/load/markdown/links.ts
function rehypeLinks(ctx) {
  return (tree, file2) => {
    const facts = file2.data.facts;
    if (!facts) return;
    walkElements(tree, (node) => {
      if (node.tagName === "pre") return false;
      const attr = node.tagName === "a" ? "href" : node.tagName === "img" ? "src" : void 0;
      if (!attr) return;
      const url = node.properties[attr];
      if (typeof url !== "string" || url === "") return;
      if (node.tagName === "a" && node.properties.className?.includes("hash-link")) return;
      const target = ctx.resolveLink(url, facts.source.relPath);
      const start = node.position?.start ?? { line: 0, column: 0 };
      facts.links.push({ url, target, line: start.line, column: start.column });
      if (target.kind === "route") {
        if (!url.startsWith("#")) node.properties[attr] = withBase(ctx.baseUrl, target.hash ? `${target.path}#${target.hash}` : target.path, ctx.trailingSlash);
      } else if (target.kind === "asset") {
        node.properties[attr] = withBase(ctx.baseUrl, target.path);
        if (target.exists && target.path.startsWith("/_files/")) facts.assets.push(target.path);
      } else if (target.kind === "external" && node.tagName === "a" && /^https?:/.test(url)) {
        node.properties.rel = ["noopener", "noreferrer"];
      }
      if (node.tagName === "img") {
        node.properties.loading ??= "lazy";
        node.properties.decoding ??= "async";
      }
    });
  };
}

// cli/load/markdown/processor.ts
import rehypeSanitize from "rehype-sanitize";

// cli/load/markdown/sanitize-schema.ts
var STRIP = ["script", "style", "template", "noscript", "textarea", "title", "select", "option", "xmp", "noembed", "noframes"];
var LAYOUT = [
  "div",
  "span",
  "p",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "nav",
  "figure",
  "figcaption",
  "blockquote",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "details",
  "summary",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "code",
  "img",
  "iframe",
  "center"
];
var INLINE = [
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "br",
  "cite",
  "del",
  "dfn",
  "em",
  "hr",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "small",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr"
];
var MEDIA = ["picture", "source", "video", "audio", "track", "colgroup", "col", "input"];
var GLOBAL = [
  "className",
  "id",
  "title",
  "lang",
  "dir",
  "role",
  "hidden",
  "tabIndex",
  "data*",
  "ariaLabel",
  "ariaLabelledBy",
  "ariaDescribedBy",
  "ariaHidden",
  "ariaExpanded",
  "ariaControls",
  "ariaCurrent",
  "ariaLive",
  "ariaRole",
  "ariaSelected",
  "ariaLevel"
];
var perElement = {
  a: ["href", "hrefLang", "rel", "target", "type", "download"],
  img: ["src", "alt", "width", "height", "loading", "decoding", "align", "border"],
  iframe: ["src", "width", "height", "allowFullScreen", "loading", "referrerPolicy", "frameBorder", "allow", "sandbox"],
  video: ["src", "poster", "width", "height", "controls", "loop", "muted", "playsInline", "preload"],
  audio: ["src", "controls", "loop", "muted", "preload"],
  source: ["src", "type", "media", "sizes"],
  track: ["src", "kind", "srcLang", "label", "default"],
  th: ["colSpan", "rowSpan", "align", "vAlign", "scope", "headers", "abbr", "width"],
  td: ["colSpan", "rowSpan", "align", "vAlign", "headers", "width"],
  tr: ["align", "vAlign"],
  table: ["align", "width", "border", "cellPadding", "cellSpacing", "summary"],
  col: ["span", "width", "align"],
  colgroup: ["span", "width"],
  ol: ["start", "reversed", "type"],
  ul: ["type"],
  li: ["value"],
  details: ["open"],
  time: ["dateTime"],
  q: ["cite"],
  blockquote: ["cite"],
  del: ["cite", "dateTime"],
  ins: ["cite", "dateTime"],
  abbr: ["title"],
  div: ["align"],
  p: ["align"],
  h1: ["align"],
  h2: ["align"],
  h3: ["align"],
  h4: ["align"],
  h5: ["align"],
  h6: ["align"],
  // Task-list checkboxes are the only form control markdown produces.
  input: [["type", "checkbox"], "checked", "disabled"]
};
var STYLED = LAYOUT;
function attributes() {
  const out = { "*": GLOBAL };
  for (const tag of [...LAYOUT, ...INLINE, ...MEDIA]) {
    out[tag] = [...perElement[tag] ?? [], ...STYLED.includes(tag) ? ["style"] : []];
  }
  return out;
}
var sanitizeSchema = {
  tagNames: [.../* @__PURE__ */ new Set([...LAYOUT, ...INLINE, ...MEDIA])],
  attributes: attributes(),
  strip: STRIP,
  // Heading ids written with `{#id}` and `<a id>` anchors are link targets: they keep their names.
  clobber: [],
  clobberPrefix: "",
  // `<!-- truncate -->` marks where a blog excerpt ends; comments cannot run anything.
  allowComments: true,
  allowDoctypes: false,
  ancestors: {
    thead: ["table"],
    tbody: ["table"],
    tfoot: ["table"],
    tr: ["table"],
    th: ["table"],
    td: ["table"],
    caption: ["table"],
    col: ["table"],
    colgroup: ["table"],
    summary: ["details"],
    source: ["picture", "video", "audio"],
    track: ["video", "audio"]
  },
  // `pathname://` is Docusaurus's link to a site path; the links pass rewrites it to that path.
  protocols: {
    href: ["http", "https", "mailto", "tel", "pathname"],
    src: ["http", "https", "pathname"],
    cite: ["http", "https"],
    poster: ["http", "https"]
  },
  required: {
    input: { type: "checkbox", disabled: true }
  }
};
var STRIPPED_ELEMENTS = new Set(STRIP);

// cli/load/markdown/sanitize.ts
var MAX_WARNINGS_PER_FILE = 20;
var UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|position\s*:\s*fixed/i;
function rehypeReportUnsafe(options) {
  const schema = sanitizeSchema;
  return (tree, file2) => {
    const facts = file2.data.facts;
    let count = 0;
    const warn = (message, point, hint) => {
      count++;
      if (!facts || count > MAX_WARNINGS_PER_FILE) return;
      facts.diagnostics.push(diagnostic("warning", "html-removed", message, { file: facts.source.display, point, hint }));
    };
    const walk = (parent, stack, near) => {
      const children = parent.children;
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node?.type !== "element") continue;
        const point = node.position?.start ?? near;
        const tag = node.tagName;
        if (!isAllowedElement(schema, tag, stack)) {
          const stripped = STRIPPED_ELEMENTS.has(tag);
          warn(
            `<${tag}> was removed${stripped ? " with its content" : " (its text is kept)"}`,
            point,
            stripped ? "pages may not carry their own scripts, styles or forms" : `<${tag}> is not allowed in content; use markdown or a permitted element`
          );
          if (stripped) continue;
        } else if (tag === "iframe" && !iframeAllowed(node, options.allowedIframeHosts)) {
          const src = typeof node.properties.src === "string" ? node.properties.src : "";
          warn(`<iframe src="${truncate(src)}"> was removed`, point, "add its host to allowedIframeHosts in portal.config.yaml if it is trusted");
          children.splice(i, 1);
          i--;
          continue;
        } else {
          const dropped = droppedProperties(schema, node);
          if (dropped.length > 0) {
            for (const key of dropped) delete node.properties[key];
            warn(`attribute${dropped.length > 1 ? "s" : ""} ${dropped.map(attributeName).join(", ")} removed from <${tag}>`, point, "event handlers, script URLs and unknown attributes are not allowed in content");
          }
        }
        walk(node, [...stack, tag], point);
      }
    };
    walk(tree, [], void 0);
    if (facts && count > MAX_WARNINGS_PER_FILE) {
      facts.diagnostics.push(
        diagnostic("warning", "html-removed", `${count - MAX_WARNINGS_PER_FILE} more HTML elements or attributes were removed`, {
          file: facts.source.display,
          hint: "the warnings above show the first ones"
        })
      );
    }
  };
}
function isAllowedElement(schema, tag, stack) {
  if (!schema.tagNames?.includes(tag)) return false;
  const ancestors = schema.ancestors?.[tag];
  return !ancestors || ancestors.some((a) => stack.includes(a));
}
function droppedProperties(schema, node) {
  const specific = schema.attributes?.[node.tagName] ?? [];
  const global = schema.attributes?.["*"] ?? [];
  const out = [];
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === void 0 || value === null || value === false) continue;
    const values = Array.isArray(value) ? value : [value];
    const allowed = [specific, global].some((defs) => {
      const def = findDefinition(defs, key);
      return def !== void 0 && values.every((v) => valueAllowed(schema, def, key, v));
    });
    if (!allowed || key === "style" && typeof value === "string" && UNSAFE_STYLE.test(decodeCss(value))) out.push(key);
  }
  return out;
}
function findDefinition(defs, key) {
  let data;
  for (const def of defs) {
    const name = typeof def === "string" ? def : def[0];
    if (name === key) return def;
    if (name === "data*") data = def;
  }
  return key.length > 4 && key.startsWith("data") && /^[A-Z\d]/.test(key.charAt(4)) ? data : void 0;
}
function valueAllowed(schema, def, key, value) {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return false;
  if (typeof def !== "string" && def.length > 1) {
    const allowed = def.slice(1);
    if (!allowed.some((a) => a instanceof RegExp ? typeof value === "string" && a.test(value) : a === value)) return false;
  }
  return safeProtocol(schema, key, String(value));
}
function safeProtocol(schema, key, url) {
  const protocols = schema.protocols?.[key];
  if (!protocols || protocols.length === 0) return true;
  const colon = url.indexOf(":");
  if (colon < 0) return true;
  for (const stop of ["/", "?", "#"]) {
    const at = url.indexOf(stop);
    if (at > -1 && colon > at) return true;
  }
  return protocols.some((p) => colon === p.length && url.startsWith(p));
}
function iframeAllowed(node, hosts) {
  const src = node.properties.src;
  if (typeof src !== "string") return false;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
function decodeCss(value) {
  return value.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex) => String.fromCodePoint(Number.parseInt(hex, 16) % 1114112)).replace(/\\(.)/g, "$1");
}
function attributeName(key) {
  if (key === "className") return "class";
  if (key === "htmlFor") return "for";
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^on-/, "on").replace(/^xlink-/, "xlink:");
}
function truncate(text3) {
  return text3.length > 80 ? `${text3.slice(0, 77)}...` : text3;
}

// cli/load/markdown/components.ts
import { toString as toString3 } from "hast-util-to-string";
var KNOWN_COMPONENTS = ["Tabs", "TabItem", "Admonition", "Details", "CodeBlock", "TOCInline", "DocCardList"];
function isKnownComponent(name) {
  return KNOWN_COMPONENTS.includes(name);
}
function componentMarker(name, props, inline) {
  return { hName: inline ? "span" : "div", hProperties: { dataMdx: name, dataMdxProps: JSON.stringify(props) } };
}
function rehypeComponents() {
  return (tree) => {
    unwrapLoneMarkers(tree);
    const markers = [];
    walkElements(tree, (node, parent, index) => {
      if (node.tagName === "pre") return false;
      if (typeof node.properties.dataMdx === "string") markers.push({ node, parent, index });
      return void 0;
    });
    for (const { node, parent, index } of markers.reverse()) {
      const name = String(node.properties.dataMdx);
      let props = {};
      try {
        props = JSON.parse(String(node.properties.dataMdxProps ?? "{}"));
      } catch {
        props = {};
      }
      parent.children[index] = build(name, props, node);
    }
  };
}
function unwrapLoneMarkers(tree) {
  walkElements(tree, (node, parent, index) => {
    if (node.tagName === "pre") return false;
    if (node.tagName !== "p") return void 0;
    const meaningful = node.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
    const only = meaningful[0];
    if (meaningful.length === 1 && only?.type === "element" && typeof only.properties.dataMdx === "string" && BLOCKS.has(String(only.properties.dataMdx))) {
      parent.children[index] = only;
    }
    return void 0;
  });
}
var BLOCKS = /* @__PURE__ */ new Set(["Tabs", "TabItem", "Admonition", "Details", "CodeBlock", "TOCInline", "DocCardList"]);
var str = (props, key) => props[key] === void 0 || props[key] === null ? void 0 : String(props[key]);
function el(tagName, properties, children) {
  return { type: "element", tagName, properties, children };
}
var text = (value) => ({ type: "text", value });
function build(name, props, node) {
  const children = node.children;
  switch (name) {
    case "Tabs":
      return tabs(props, children);
    case "TabItem": {
      const value = str(props, "value") ?? str(props, "label") ?? "";
      const label = str(props, "label") ?? value;
      const properties = { className: ["tab-panel"], dataValue: value, dataLabel: label };
      if (props.default === true || props.default === "true") properties.dataDefault = "";
      return el("div", properties, [el("p", { className: ["tab-label"] }, [text(label)]), ...children]);
    }
    case "Admonition": {
      const look = admonitionLook(str(props, "type") ?? "note");
      const title = str(props, "title");
      return el("div", { className: look.className }, [
        el("p", { className: ["admonition-heading"] }, [text(title ?? look.title)]),
        el("div", { className: ["admonition-content"] }, children)
      ]);
    }
    case "Details": {
      const summary = str(props, "summary");
      const hasSummary = children.some((c) => c.type === "element" && c.tagName === "summary");
      return el("details", { className: ["details"] }, [...summary && !hasSummary ? [el("summary", {}, [text(summary)])] : hasSummary ? [] : [el("summary", {}, [text("Details")])], ...children]);
    }
    case "CodeBlock": {
      const language = str(props, "language");
      const code = el("code", language ? { className: [`language-${language}`] } : {}, [text(toString3(node).replace(/^\n+|\s+$/g, ""))]);
      const meta = [str(props, "title") ? `title="${str(props, "title")}"` : "", props.showLineNumbers ? "showLineNumbers" : ""].filter(Boolean).join(" ");
      if (meta) code.properties.dataMeta = meta;
      return el("pre", {}, [code]);
    }
    case "TOCInline": {
      const properties = { className: ["toc-inline"], dataTocInline: "", ariaLabel: "On this page" };
      if (typeof props.minHeadingLevel === "number") properties.dataMinLevel = props.minHeadingLevel;
      if (typeof props.maxHeadingLevel === "number") properties.dataMaxLevel = props.maxHeadingLevel;
      return el("nav", properties, []);
    }
    case "DocCardList":
      return el("div", { className: ["doc-card-list"], dataDocCardList: "" }, []);
    default:
      return el(node.tagName, { className: ["mdx-unknown"], dataComponent: name }, children);
  }
}
function tabs(props, children) {
  const values = Array.isArray(props.values) ? props.values : [];
  const defaultValue = str(props, "defaultValue");
  for (const child of children) {
    if (child.type !== "element" || !child.properties.className?.includes("tab-panel")) continue;
    const value = String(child.properties.dataValue ?? "");
    const named = values.find((v) => String(v.value) === value);
    if (named?.label !== void 0) {
      child.properties.dataLabel = String(named.label);
      const label = child.children[0];
      if (label?.type === "element") label.children = [text(String(named.label))];
    }
    if (defaultValue !== void 0) {
      if (value === defaultValue) child.properties.dataDefault = "";
      else delete child.properties.dataDefault;
    }
  }
  const properties = { className: ["tabs"] };
  const groupId = str(props, "groupId");
  if (groupId) properties.dataGroupId = groupId;
  const query = props.queryString === true ? groupId : str(props, "queryString");
  if (query) properties.dataQueryString = query;
  return el("div", properties, children);
}

// cli/load/markdown/md-components.ts
import { toString as toString4 } from "mdast-util-to-string";
import { visit as visit3, SKIP as SKIP2 } from "unist-util-visit";

// cli/load/markdown/component-warnings.ts
function warnerFor(facts) {
  return (point, code, message, hint) => facts?.diagnostics.push(diagnostic("warning", code, message, { file: facts.source.display, point, hint }));
}
function warnUnknownComponent(name, point, warn) {
  if (isKnownComponent(name)) return;
  warn(point, "component-unknown", `the component <${name}> is not one portal renders; its children are shown without it`, `supported: ${KNOWN_COMPONENTS.join(", ")}; or write plain markdown or HTML`);
}
var TRIVIAL_EXPORT = /^export\s+const\s+[\w$]+\s*=\s*(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|null)\s*;?\s*$/;
function warnEsm(value, point, warn) {
  value.split("\n").forEach((line, i) => {
    if (!/^export\b/.test(line) || TRIVIAL_EXPORT.test(line)) return;
    const at = point ? { line: point.line + i, column: 1 } : void 0;
    warn(at, "mdx-export", "an `export` runs the page author's JavaScript, which portal never does; it is left out", "write its value into the page as text, or move it to a component portal renders");
  });
}

// cli/load/markdown/md-components.ts
function remarkMdComponents() {
  return (tree, file2) => {
    const facts = file2.data.facts;
    const warn = warnerFor(facts);
    tree.children = tree.children.flatMap((node) => topLevel(node, warn));
    visit3(tree, "html", (node, _index, parent) => {
      const inline = parent !== void 0 && !FLOW_PARENTS.has(parent.type);
      node.value = rewriteTags(node.value, inline, node.position?.start, warn, () => {
        if (facts) facts.hasTocInline = true;
      });
      return SKIP2;
    });
  };
}
var FLOW_PARENTS = /* @__PURE__ */ new Set(["root", "blockquote", "listItem", "containerDirective", "footnoteDefinition"]);
function topLevel(node, warn) {
  if (node.type !== "paragraph") return [node];
  const text3 = toString4(node);
  const lines = text3.split("\n");
  if (lines.every((l) => IMPORT.test(l) || /^\s*export\s/.test(l))) {
    warnEsm(text3, node.position?.start, warn);
    return [];
  }
  const comment = /^\{\/\*([\s\S]*)\*\/\}$/.exec(text3.trim());
  if (comment) return comment[1]?.trim() === "truncate" ? [{ type: "html", value: "<!-- truncate -->" }] : [];
  return [node];
}
var TAG = /<(\/?)([A-Za-z][\w.-]*)((?:\s+(?:[^\s=>/{]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s>]+))?))*)\s*(\/?)>/g;
var ATTR = /([^\s=>/{]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}|([^\s>]+)))?/g;
function rewriteTags(html, inline, start, warn, onToc) {
  return html.replace(TAG, (whole, close, name, attrText, selfClose, offset) => {
    const component = /^[A-Z]/.test(name) && /[a-z.]/.test(name);
    if (!component && !/=\s*(\{|"\{)/.test(attrText)) return whole;
    const point = start ? { line: start.line + (html.slice(0, offset).match(/\n/g)?.length ?? 0), column: 1 } : void 0;
    const tag = inline ? "span" : "div";
    if (!component) return `<${close}${name}${attributesHtml(readAttrs(attrText, name, point, warn))}${selfClose ? " /" : ""}>`;
    if (close) return `</${tag}>`;
    warnUnknownComponent(name, point, warn);
    if (name === "TOCInline") onToc();
    const props = readAttrs(attrText, name, point, warn);
    const open = `<${tag} data-mdx="${escapeAttr(name)}" data-mdx-props="${escapeAttr(JSON.stringify(props))}">`;
    return selfClose ? `${open}</${tag}>` : open;
  });
}
function staticAttributes(attrText, name) {
  return readAttrs(attrText, name, void 0, () => void 0);
}
function isMdxOnlyText(text3) {
  const lines = text3.split("\n");
  if (lines.every((l) => IMPORT.test(l) || /^\s*export\s/.test(l))) return true;
  return /^\{\/\*[\s\S]*\*\/\}$/.test(text3.trim());
}
var IMPORT = /^\s*(import\s+[^;]*?\s+from\s+['"][^'"]+['"]|import\s+['"][^'"]+['"])\s*;?\s*$/;
function readAttrs(text3, name, point, warn) {
  const out = {};
  for (const m of text3.matchAll(ATTR)) {
    const key = m[1];
    if (name === "TOCInline" && key === "toc") continue;
    const quoted = m[2] !== void 0 && /^\{[\s\S]*\}$/.test(m[2]) ? m[2].slice(1, -1).replace(/&quot;/g, '"') : void 0;
    if (quoted === void 0 && (m[2] !== void 0 || m[3] !== void 0 || m[5] !== void 0)) out[key] = m[2] ?? m[3] ?? m[5];
    else if (quoted !== void 0 || m[4] !== void 0) {
      const value = dataValue(quoted ?? m[4]);
      if (value === void 0) warn(point, "mdx-unsupported", `the value of ${key}= on <${name}> is not a static value and is left out`, "use a plain string or number value");
      else out[key] = value;
    } else out[key] = true;
  }
  return out;
}
function dataValue(expr) {
  const e = expr.trim();
  const call = /^(?:require|useBaseUrl)\(\s*(['"`])([^'"`]+)\1\s*\)(?:\.default)?$/.exec(e);
  if (call) return call[2];
  try {
    const json = e.replace(/'([^'\\]*)'/g, (_m, s) => JSON.stringify(s)).replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":').replace(/,\s*([}\]])/g, "$1");
    return JSON.parse(json);
  } catch {
    return void 0;
  }
}
function attributesHtml(props) {
  return Object.entries(props).map(([k, v]) => v === true ? ` ${k}` : ` ${k === "className" ? "class" : k}="${escapeAttr(typeof v === "object" && v !== null ? styleOf(v) : String(v))}"`).join("");
}
function styleOf(v) {
  return Object.entries(v).map(([k, x]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof x === "number" && x !== 0 ? `${x}px` : String(x)}`).join("; ");
}
function escapeAttr(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

// cli/load/markdown/mdx.ts
import { visit as visit5, SKIP as SKIP4 } from "unist-util-visit";

// cli/load/markdown/partials.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";
import { visit as visit4, SKIP as SKIP3 } from "unist-util-visit";
import { VFile } from "vfile";

// cli/load/markdown/preprocess.ts
function preprocessMarkdown(text3, mdx) {
  const lines = text3.split("\n");
  let fence;
  let frontmatter = lines[0] === "---";
  const comment = { open: false };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (frontmatter) {
      if (i > 0 && line === "---") frontmatter = false;
      continue;
    }
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1]?.[0] === fence.char && (marker[1]?.length ?? 0) >= fence.size && /^\s*[`~]+\s*$/.test(line)) fence = void 0;
      continue;
    }
    if (marker?.[1]) {
      fence = { char: marker[1][0], size: marker[1].length };
      continue;
    }
    if (comment.open || line.includes("<!--")) {
      lines[i] = mdx ? rewriteComments(line, comment) : line;
      continue;
    }
    const joined = mdx ? void 0 : joinTag(lines, i);
    if (joined) {
      lines[i] = rewriteLine(joined.text, mdx);
      for (let k = i + 1; k <= joined.last; k++) lines[k] = "";
      i = joined.last;
      continue;
    }
    lines[i] = rewriteLine(line, mdx);
  }
  return lines.join("\n");
}
function joinTag(lines, i) {
  const first = lines[i];
  if (!/^ {0,3}<[A-Za-z][\w.:-]*(\s|$)/.test(first) || tagEnd(first) >= 0) return void 0;
  let text3 = first;
  for (let k = i + 1; k < lines.length && k <= i + MAX_TAG_LINES; k++) {
    const next = lines[k];
    if (next.trim() === "") return void 0;
    text3 = `${text3} ${next.trim()}`;
    if (tagEnd(text3) >= 0) return { text: text3, last: k };
  }
  return void 0;
}
var MAX_TAG_LINES = 40;
function tagEnd(text3) {
  let quote = "";
  let depth = 0;
  for (let k = text3.indexOf("<") + 1; k < text3.length; k++) {
    const c = text3[k];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth = Math.max(0, depth - 1);
    else if (c === ">" && depth === 0) return k;
  }
  return -1;
}
function rewriteLine(line, mdx) {
  const out = line.replace(/^([ \t>]*:{3,})([A-Za-z][\w-]*)[ \t]+([^\n[{ \t][^\n]*?)[ \t]*$/, "$1$2[$3]");
  if (mdx) return out.replace(/^( {0,3}#{1,6}[ \t].*?)\{#([^{}\s]+)\}([ \t]*)$/, "$1\\{#$2}$3");
  if (!out.includes("<") || !out.includes("={")) return out;
  return out.split(/(`[^`]*`)/).map((part) => part.startsWith("`") ? part : part.replace(JSX_ATTRIBUTE, (_m, name, expr) => `${name}="{${expr.replace(/"/g, "&quot;")}}"`)).join("");
}
var JSX_ATTRIBUTE = /(\s[\w:-]+)=\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;
function rewriteComments(line, state) {
  return line.split(/(`[^`]*`)/).map((part) => {
    if (part.startsWith("`") && !state.open) return part;
    return part.replace(/<!--|-->/g, (token) => {
      if (token === "<!--" && !state.open) {
        state.open = true;
        return "{/*";
      }
      if (token === "-->" && state.open) {
        state.open = false;
        return "*/}";
      }
      return token;
    });
  }).join("");
}

// cli/load/markdown/partials.ts
var MARKDOWN_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]\s*;?\s*$/gm;
function importTarget(spec, fromRel) {
  return spec.startsWith("@site/") ? path2.posix.normalize(spec.slice("@site/".length)) : path2.posix.normalize(path2.posix.join(path2.posix.dirname(fromRel), spec));
}
var MAX_DEPTH = 5;
async function expandPartials(tree, facts, parse2, depth = 0, origin) {
  const imports = /* @__PURE__ */ new Map();
  visit4(tree, "mdxjsEsm", (node) => {
    for (const m of node.value.matchAll(MARKDOWN_IMPORT)) imports.set(m[1], importTarget(m[2], facts.source.relPath));
  });
  if (imports.size === 0) return;
  const siteDir = facts.source.absPath.slice(0, facts.source.absPath.length - facts.source.relPath.length);
  const uses = [];
  visit4(tree, (node, index, parent) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement" || !parent || index === void 0) return;
    const file2 = imports.get(node.name ?? "");
    if (file2) {
      uses.push({ parent, index, file: file2, position: node.position });
      return SKIP3;
    }
    return void 0;
  });
  const warn = warnerFor(facts);
  for (const use of uses.reverse()) {
    if (depth >= MAX_DEPTH) {
      warn((origin ?? use.position)?.start, "partial-cycle", `partials are imported ${MAX_DEPTH} levels deep here (${use.file} again?), so this use of it is left out`, "a partial must not import itself or a partial that imports it");
      use.parent.children.splice(use.index, 1);
      continue;
    }
    let text3;
    try {
      text3 = await readFile(path2.join(siteDir, use.file), "utf8");
    } catch {
      warn(use.position?.start, "partial-missing", `the imported file ${use.file} does not exist, so nothing is shown here`, "fix the import path (relative to this file, or @site/...)");
      use.parent.children.splice(use.index, 1);
      continue;
    }
    const part = parse2(new VFile({ path: path2.join(siteDir, use.file), value: preprocessMarkdown(text3, true) }));
    await expandPartials(part, { ...facts, source: { ...facts.source, relPath: use.file, absPath: path2.join(siteDir, use.file) } }, parse2, depth + 1, origin ?? use.position);
    const children = part.children.filter((c) => c.type !== "yaml");
    visit4({ type: "root", children }, (n) => {
      if (use.position) n.position = use.position;
      else delete n.position;
    });
    use.parent.children.splice(use.index, 1, ...children);
  }
}

// cli/load/markdown/static-value.ts
function staticValue(program, style = false) {
  const stmt = program?.body[0];
  if (!stmt || stmt.type !== "ExpressionStatement") return void 0;
  const value = evaluate(stmt.expression);
  if (style && value !== null && typeof value === "object" && !Array.isArray(value)) return styleString(value);
  return value;
}
function evaluate(node) {
  switch (node.type) {
    case "Literal":
      return "regex" in node ? void 0 : node.value;
    case "TemplateLiteral":
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? "").join("") : void 0;
    case "UnaryExpression": {
      const v = evaluate(node.argument);
      return node.operator === "-" && typeof v === "number" ? -v : void 0;
    }
    case "ArrayExpression":
      return node.elements.map((e) => e && e.type !== "SpreadElement" ? evaluate(e) : void 0);
    case "ObjectExpression": {
      const out = {};
      for (const p of node.properties) {
        if (p.type !== "Property" || p.computed) return void 0;
        const key = p.key.type === "Identifier" ? p.key.name : p.key.type === "Literal" ? String(p.key.value) : void 0;
        if (key === void 0) return void 0;
        out[key] = evaluate(p.value);
      }
      return out;
    }
    case "MemberExpression": {
      if (node.object.type === "CallExpression" && node.property.type === "Identifier" && node.property.name === "default") return evaluate(node.object);
      return void 0;
    }
    case "CallExpression": {
      const arg = node.arguments[0];
      if (node.callee.type === "Identifier" && /^(require|useBaseUrl)$/.test(node.callee.name) && arg && arg.type === "Literal") return String(arg.value);
      return void 0;
    }
    default:
      return void 0;
  }
}
function styleString(style) {
  return Object.entries(style).filter(([, v]) => typeof v === "string" || typeof v === "number").map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof v === "number" && v !== 0 && !/opacity|weight|index|flex|line-height/i.test(k) ? `${v}px` : String(v)}`).join("; ");
}

// cli/load/markdown/mdx.ts
var INLINE_TAGS = /* @__PURE__ */ new Set(["a", "abbr", "b", "br", "cite", "code", "del", "em", "i", "img", "ins", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);
function hastProperties(attrs) {
  const out = {};
  for (const [name, value] of Object.entries(attrs)) {
    const key = name === "class" ? "className" : name === "for" ? "htmlFor" : /^(data|aria)-/.test(name) ? name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase()) : name;
    out[key] = key === "className" && typeof value === "string" ? value.split(/\s+/).filter(Boolean) : value;
  }
  return out;
}
function remarkMdxComponents() {
  const parse2 = (f) => this.parse(f);
  return async (tree, file2) => {
    const facts = file2.data.facts;
    const warn = warnerFor(facts);
    visit5(tree, "paragraph", (node, index, parent) => {
      if (parent === void 0 || index === void 0) return;
      const meaningful = node.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
      const only = meaningful[0];
      if (meaningful.length === 1 && only?.type === "mdxJsxTextElement" && !INLINE_TAGS.has(only.name ?? "span")) {
        parent.children[index] = { ...only, type: "mdxJsxFlowElement" };
      }
    });
    if (facts) await expandPartials(tree, facts, parse2);
    visit5(tree, (node, index, parent) => {
      if (parent === void 0 || index === void 0) return;
      if (node.type === "mdxjsEsm") {
        warnEsm(node.value, node.position?.start, warn);
        parent.children.splice(index, 1);
        return [SKIP4, index];
      }
      if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
        parent.children.splice(index, 1, ...expressionContent(node.value, node.type === "mdxFlowExpression", node.data?.estree, () => warn(node.position?.start, "mdx-unsupported", "MDX expressions are not evaluated, so `{...}` is left out", "write the value as text")));
        return [SKIP4, index];
      }
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const el2 = node;
      const name = el2.name ?? "";
      const attrs = readAttributes(el2, (message) => warn(el2.position?.start, "mdx-unsupported", message, "use a plain string or number value"));
      if (/^[a-z][a-z0-9-]*$/.test(name)) {
        el2.data = { hName: name, hProperties: hastProperties(attrs) };
        return;
      }
      if (name === "TOCInline" && facts) facts.hasTocInline = true;
      warnUnknownComponent(name, el2.position?.start, warn);
      el2.data = componentMarker(name, attrs, el2.type === "mdxJsxTextElement");
    });
  };
}
function expressionContent(value, flow, estree, onUnsupported) {
  const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(value);
  if (comment) return comment[1]?.trim() === "truncate" && flow ? [{ type: "html", value: "<!-- truncate -->" }] : [];
  if (value.trim() === "") return [];
  const literal = staticValue(estree);
  if (typeof literal === "string" || typeof literal === "number") {
    const textNode = { type: "text", value: String(literal) };
    return flow ? [{ type: "paragraph", children: [textNode] }] : [textNode];
  }
  onUnsupported();
  return [];
}
function readAttributes(el2, warn) {
  const out = {};
  for (const attr of el2.attributes) {
    if (attr.type === "mdxJsxExpressionAttribute") {
      warn(`spread attributes on <${el2.name ?? ""}> are not evaluated`);
      continue;
    }
    if (el2.name === "TOCInline" && attr.name === "toc") continue;
    if (attr.value === null || attr.value === void 0) out[attr.name] = true;
    else if (typeof attr.value === "string") out[attr.name] = attr.value;
    else {
      const value = staticValue(attr.value.data?.estree, attr.name === "style");
      if (value === void 0) warn(`the value of ${attr.name}= on <${el2.name ?? ""}> is not a static value and is left out`);
      else out[attr.name] = value;
    }
  }
  return out;
}

// cli/load/markdown/nesting.ts
var MAX_NESTING = 32;
var LIST_MARKER = /^([-*+]|\d{1,9}[.)])([ \t]+|$)/;
var QUOTES = /^(?:[ \t]*>)+/;
function capNesting(text3, max = MAX_NESTING) {
  const longRun = new RegExp(`([*_])\\1{${2 * max},}`);
  if (!new RegExp(`^[ \\t>]{${Math.floor(max / 2)},}`, "m").test(text3) && !longRun.test(text3)) return { text: text3, deep: [] };
  const lines = text3.split("\n");
  const deep = [];
  const items = [];
  let fence;
  let reportedList = false;
  let reportedQuote = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const fenceMark = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = void 0;
      continue;
    }
    if (fenceMark) fence = fenceMark;
    if (longRun.test(line)) {
      const cut = capEmphasisRuns(line, 2 * max);
      if (cut !== line) deep.push({ line: i + 1, kind: "emphasis", depth: longestRun(line) });
      line = cut;
      lines[i] = cut;
    }
    const quotes = QUOTES.exec(line)?.[0] ?? "";
    const depthOfQuotes = quotes.split(">").length - 1;
    if (depthOfQuotes > max) {
      if (!reportedQuote) deep.push({ line: i + 1, kind: "blockquote", depth: depthOfQuotes });
      reportedQuote = true;
      lines[i] = `${">".repeat(max)} ${line.slice(quotes.length).replace(/^ /, "")}`;
      continue;
    }
    reportedQuote = false;
    if (quotes || line.trim() === "") continue;
    const indent = columns(/^[ \t]*/.exec(line)?.[0] ?? "");
    while (items.length > 0 && items[items.length - 1] > indent) items.pop();
    const rest = line.replace(/^[ \t]*/, "");
    const marker = LIST_MARKER.exec(rest);
    if (marker) items.push(indent + marker[1].length + Math.max(1, columns(marker[2] ?? " ")));
    const depth = items.length;
    if (depth <= max) {
      reportedList = false;
      continue;
    }
    if (!reportedList) deep.push({ line: i + 1, kind: "list", depth });
    reportedList = true;
    const target = marker ? items[max - 2] ?? 0 : items[max - 1] ?? 0;
    lines[i] = `${" ".repeat(target)}${rest}`;
  }
  return { text: lines.join("\n"), deep };
}
function capEmphasisRuns(line, keep) {
  if (/^[ \t]*([*_])([ \t]*\1)*[ \t]*$/.test(line)) return line;
  return line.split(/(`+[^`]*`+)/).map((part) => part.startsWith("`") ? part : part.replace(new RegExp(`([*_])\\1{${keep},}`, "g"), (run) => run.slice(0, keep) + run.slice(keep).replace(/[*_]/g, "\\$&"))).join("");
}
function longestRun(line) {
  return Math.max(...[...line.matchAll(/([*_])\1*/g)].map((m) => m[0].length));
}
function columns(whitespace) {
  let col = 0;
  for (const c of whitespace) col = c === "	" ? col + 4 - col % 4 : col + 1;
  return col;
}

// cli/load/markdown/depth-guard.ts
var MAX_TREE_DEPTH = 200;
function depthGuard() {
  return (tree, file2) => {
    const pruned = pruneDeep(tree, MAX_TREE_DEPTH + 50);
    const facts = file2.data.facts;
    if (pruned && facts) facts.diagnostics.push(tooDeep(facts.source.display, pruned));
  };
}
function tooDeep(file2, pruned) {
  return diagnostic("warning", "nesting-too-deep", `the content here is nested more than ${MAX_TREE_DEPTH} levels deep; below that it is shown as plain text`, {
    file: file2,
    point: pruned.position?.start,
    hint: "flatten the nesting: no reader can follow it, and browsers stop indenting long before"
  });
}
function pruneDeep(tree, max = MAX_TREE_DEPTH) {
  const stack = [[tree, 0]];
  let first;
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (!isParent(node)) continue;
    if (depth < max) {
      for (const child of node.children) stack.push([child, depth + 1]);
      continue;
    }
    node.children = [{ type: "text", value: textOf(node) }];
    first ??= node;
  }
  return first;
}
function isParent(node) {
  return Array.isArray(node.children);
}
function textOf(root) {
  const parts = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    const value = node.value;
    if (typeof value === "string") parts.push(value);
    if (isParent(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return parts.join("");
}

// cli/load/markdown/fences.ts
function unclosedFenceLine(text3) {
  const lines = text3.split("\n");
  let open;
  let i = 0;
  if (lines[0]?.trimEnd() === "---") {
    const end = lines.findIndex((l, n) => n > 0 && l.trimEnd() === "---");
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!marker) continue;
    const run = marker[1];
    if (open) {
      if (run[0] === open.char && run.length >= open.size && (marker[2] ?? "").trim() === "") open = void 0;
    } else if (!(run[0] === "`" && (marker[2] ?? "").includes("`"))) {
      open = { char: run[0], size: run.length, line: i + 1 };
    }
  }
  return open?.line;
}

// cli/load/markdown/copy-tree.ts
function copyTree(root) {
  const copy = (value) => Array.isArray(value) ? [...value] : value !== null && typeof value === "object" ? { ...value } : value;
  const top = copy(root);
  const stack = [top];
  while (stack.length > 0) {
    const node = stack.pop();
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (value !== null && typeof value === "object") {
        const inner = copy(value);
        node[key] = inner;
        stack.push(inner);
      }
    }
  }
  return top;
}

// cli/load/markdown/pieces.ts
var SPLIT_ABOVE = 64 * 1024;
var PIECE_SIZE = 16 * 1024;
var MEMO_LIMIT = 2e4;
var MEMO_PIECE_SIZE = 512;
function parseInPieces(parse2, text3, { memo } = {}) {
  const starts = memo ? cutPoints(text3, MEMO_PIECE_SIZE) : text3.length > SPLIT_ABOVE ? cutPoints(text3, PIECE_SIZE) : [];
  if (memo && memo.size > MEMO_LIMIT) memo.clear();
  const parseOnce = (input) => {
    if (!memo) return parse2(input);
    const kept = memo.get(input);
    if (kept) return copyTree(kept);
    const tree = parse2(input);
    memo.set(input, copyTree(tree));
    return tree;
  };
  if (starts.length === 0) return parseOnce(text3);
  const definitions = definitionLines(text3);
  const root = { type: "root", children: [] };
  const bounds = [0, ...starts, text3.length];
  let line = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i];
    const piece = text3.slice(from, bounds[i + 1]);
    const pieceLines = piece.split("\n").length - (piece.endsWith("\n") ? 1 : 0);
    let tree;
    try {
      tree = parseOnce(definitions ? `${piece}${piece.endsWith("\n") ? "" : "\n"}
${definitions}` : piece);
    } catch (error) {
      throw movePlace(error, line);
    }
    for (const child of tree.children) {
      if ((child.position?.start.line ?? 0) > pieceLines) continue;
      shift(child, line, from);
      root.children.push(child);
    }
    line += pieceLines;
  }
  const first = root.children[0]?.position?.start;
  const last2 = root.children[root.children.length - 1]?.position?.end;
  if (first && last2) root.position = { start: { line: 1, column: 1, offset: 0 }, end: last2 };
  return root;
}
function cutPoints(text3, pieceSize) {
  const out = [];
  let fence;
  let comment = false;
  let directives = 0;
  let elements = 0;
  let blankBefore = false;
  let offset = 0;
  let pieceStart = 0;
  for (const line of text3.split("\n")) {
    const at = offset;
    offset += line.length + 1;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = void 0;
      continue;
    }
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open) {
      fence = open;
      blankBefore = false;
      continue;
    }
    if (comment || line.includes("<!--")) {
      comment = line.lastIndexOf("<!--") > line.lastIndexOf("-->");
      blankBefore = false;
      continue;
    }
    if (/^[ \t>]*:{3,}[A-Za-z]/.test(line)) directives++;
    else if (/^[ \t>]*:{3,}[ \t]*$/.test(line)) directives = Math.max(0, directives - 1);
    elements = Math.max(0, elements + tagBalance(line));
    const safe = blankBefore && directives === 0 && elements === 0 && /^#{1,6}([ \t]|$)/.test(line);
    if (safe && at - pieceStart >= pieceSize) {
      out.push(at);
      pieceStart = at;
    }
    blankBefore = line.trim() === "";
  }
  return out;
}
var VOID = /* @__PURE__ */ new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
function tagBalance(line) {
  if (!line.includes("<")) return 0;
  let balance = 0;
  for (const m of line.replace(/`[^`]*`/g, "").matchAll(/<(\/?)([A-Za-z][\w.-]*)(?=[\s/>]|$)([^<>]*?)(\/?)(>|$)/g)) {
    if (m[1]) balance--;
    else if (!m[4] && !VOID.has(m[2].toLowerCase())) balance++;
  }
  return balance;
}
function definitionLines(text3) {
  const lines = [];
  for (const m of text3.matchAll(/^ {0,3}\[(\^?)((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(\S*)/gm)) {
    lines.push(m[1] ? `[^${m[2]}]: x` : `[${m[2]}]: ${m[3] || "<>"}`);
  }
  return lines.join("\n");
}
function shift(node, lines, offset) {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n.position) {
      n.position.start.line += lines;
      n.position.end.line += lines;
      if (n.position.start.offset !== void 0) n.position.start.offset += offset;
      if (n.position.end.offset !== void 0) n.position.end.offset += offset;
    }
    const children = n.children;
    if (Array.isArray(children)) stack.push(...children);
  }
}
function movePlace(error, lines) {
  if (lines === 0 || typeof error !== "object" || error === null) return error;
  const e = error;
  if (typeof e.line === "number") e.line += lines;
  const place = e.place;
  if (place) {
    if (typeof place.line === "number") place.line += lines;
    if (place.start) place.start.line += lines;
    if (place.end) place.end.line += lines;
  }
  return error;
}

// cli/load/markdown/error-point.ts
function errorPoint(error) {
  const e = error ?? {};
  if (e.place?.start) return e.place.start;
  if (e.place?.line) return { line: e.place.line, column: e.place.column ?? 1 };
  if (e.line) return { line: e.line, column: e.column ?? 1 };
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(String(e.message ?? ""));
  return written ? { line: Number(written[1]), column: Number(written[2]) } : void 0;
}

// cli/load/markdown/processor.ts
function createMarkdownRenderer(ctx) {
  const build2 = (mdx2) => {
    let p = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective);
    p = mdx2 ? p.use(remarkMdx).use(remarkMdxComponents) : p.use(remarkMdComponents);
    p = p.use(() => () => {
      globalThis.__T?.("mdx/mdcomponents");
    });
    return p.use(remarkAdmonitions).use(() => () => {
      globalThis.__T?.("remarkAdmonitions");
    }).use(remarkCustomHeadingIds).use(() => () => {
      globalThis.__T?.("remarkCustomHeadingIds");
    }).use(remarkRehype, { allowDangerousHtml: true }).use(() => () => {
      globalThis.__T?.("remarkRehype");
    }).use(rehypeKeepCodeMeta).use(() => () => {
      globalThis.__T?.("rehypeKeepCodeMeta");
    }).use(rehypeRawWhenNeeded).use(() => () => {
      globalThis.__T?.("rehypeRawWhenNeeded");
    }).use(depthGuard).use(() => () => {
      globalThis.__T?.("depthGuard");
    }).use(rehypeComponents).use(() => () => {
      globalThis.__T?.("rehypeComponents");
    }).use(rehypeReportUnsafe, { allowedIframeHosts: ctx.allowedIframeHosts }).use(() => () => {
      globalThis.__T?.("rehypeReportUnsafe");
    }).use(rehypeSanitize, sanitizeSchema).use(() => () => {
      globalThis.__T?.("rehypeSanitize");
    }).use(rehypeHeadings).use(() => () => {
      globalThis.__T?.("rehypeHeadings");
    }).use(rehypeLinks, ctx).use(() => () => {
      globalThis.__T?.("rehypeLinks");
    }).use(rehypeTocInline).use(() => () => {
      globalThis.__T?.("rehypeTocInline");
    }).use(rehypeCollect).use(() => () => {
      globalThis.__T?.("rehypeCollect");
    }).use(rehypeCodeBlocks, ctx).use(() => () => {
      globalThis.__T?.("rehypeCodeBlocks");
    }).freeze();
  };
  const md = build2(false);
  const mdx = build2(true);
  const memos = ctx.incremental ? /* @__PURE__ */ new Map([[md, /* @__PURE__ */ new Map()], [mdx, /* @__PURE__ */ new Map()]]) : void 0;
  const run = async (processor, text3, asMdx, facts, keep) => {
    const capped = capNesting(text3);
    for (const place of capped.deep) facts.diagnostics.push(nestingWarning(place, facts.source.display));
    const fenceLine = unclosedFenceLine(capped.text);
    if (fenceLine !== void 0) {
      facts.diagnostics.push(
        diagnostic("warning", "code-fence-unclosed", "this code fence is never closed, so the rest of the file is shown as code", {
          file: facts.source.display,
          point: { line: fenceLine, column: 1 },
          hint: "close it with a line of the same fence characters (```), at least as many as open it"
        })
      );
    }
    const value = preprocessMarkdown(capped.text, asMdx);
    const file2 = new VFile2({ path: facts.source.absPath, value, data: { facts } });
    const memo = memos?.get(processor);
    const T = globalThis.__T;
    T?.("pre");
    const tree = parseInPieces((piece) => processor.parse(new VFile2({ path: file2.path, value: piece, data: file2.data })), value, memo ? { memo } : {});
    const cut = pruneDeep(tree);
    if (cut) facts.diagnostics.push(tooDeep(facts.source.display, cut));
    T?.("parse");
    if (keep) keep({ tree: copyTree(tree), text: value, mdx: asMdx });
    T?.("copy");
    const ran = await processor.run(tree, file2);
    T?.("run");
    return ran;
  };
  const parseMdx = async (text3, facts, keep) => {
    if (facts.source.relPath.endsWith(".mdx")) return run(mdx, text3, true, facts, keep);
    const before = facts.diagnostics.length;
    try {
      return await run(mdx, text3, true, facts, keep);
    } catch (error) {
      const e = error;
      const point = errorPoint(error);
      facts.diagnostics.length = before;
      Object.assign(facts, { headings: [], ids: [], links: [], assets: [], hasMermaid: false, hasTocInline: false });
      facts.diagnostics.push(
        diagnostic("warning", "mdx-syntax", `this .md file is not valid MDX, which Docusaurus 3 requires by default (${String(e.reason ?? e.message ?? error)}); it was read as plain markdown instead`, {
          file: facts.source.display,
          point,
          hint: "escape a literal `<` or `{` with a backslash, or set `markdown.format: detect` in portal.config.yaml to read .md files as CommonMark"
        })
      );
      return run(md, text3, false, facts, keep);
    }
  };
  return {
    async render(text3, source2, diagnostics, keep) {
      const facts = { source: source2, diagnostics, headings: [], ids: [], links: [], assets: [], hasMermaid: false };
      const isMdx = source2.relPath.endsWith(".mdx") || ctx.format === "mdx";
      const tree = isMdx ? await parseMdx(text3, facts, keep) : await run(md, text3, false, facts, keep);
      const excerpt = facts.truncateAt === void 0 ? void 0 : tree.children.slice(0, facts.truncateAt);
      removeComments(tree);
      const html = toHtml(tree, { allowDangerousHtml: true });
      globalThis.__T?.("toHtml");
      const out = {
        html,
        headings: facts.headings,
        ids: facts.ids,
        links: facts.links,
        assets: facts.assets,
        hasMermaid: facts.hasMermaid,
        text: plainText(tree)
      };
      globalThis.__T?.("plainText");
      if (excerpt) out.excerptHtml = toHtml({ type: "root", children: excerpt }, { allowDangerousHtml: true });
      return out;
    }
  };
}
function nestingWarning(place, file2) {
  if (place.kind === "emphasis") {
    return diagnostic("warning", "nesting-too-deep", `a run of ${place.depth} emphasis marks (* or _) here; portal reads the first ${2 * MAX_NESTING} as emphasis and shows the rest as they are`, {
      file: file2,
      point: { line: place.line, column: 1 },
      hint: "write a literal * or _ as \\* or \\_"
    });
  }
  const what = place.kind === "list" ? "a list" : "a blockquote";
  return diagnostic("warning", "nesting-too-deep", `${what} is nested ${place.depth} levels deep here; portal shows at most ${MAX_NESTING} levels, and deeper ones at level ${MAX_NESTING}`, {
    file: file2,
    point: { line: place.line, column: 1 },
    hint: "flatten the nesting: no reader can follow it, and browsers stop indenting long before"
  });
}
function removeComments(node) {
  node.children = node.children.filter((child) => child.type !== "comment");
  for (const child of node.children) if (child.type === "element") removeComments(child);
}
function plainText(tree) {
  const parts = [];
  const walk = (node) => {
    if (node.type === "text") parts.push(node.value);
    else if (node.type === "element") {
      if (node.properties.className?.includes("hash-link")) return;
      node.children.forEach(walk);
      if (/^(p|h[1-6]|li|td|th|div|pre|blockquote|tr)$/.test(node.tagName)) parts.push(" ");
    } else if (node.type === "root") node.children.forEach(walk);
  };
  walk(tree);
  return parts.join("").replace(/\s+/g, " ").trim();
}
function rehypeKeepCodeMeta() {
  return (tree) => {
    walkElements(tree, (node) => {
      const meta = node.data?.meta;
      if (node.tagName === "code" && meta) node.properties.dataMeta = meta;
    });
  };
}
function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree, file2) => {
    let first;
    let found = false;
    visit6(tree, "raw", (node) => {
      found = true;
      first = node.position?.start;
      return false;
    });
    if (!found) return tree;
    try {
      return raw(tree, file2);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const facts = file2.data.facts;
      facts?.diagnostics.push(
        diagnostic("warning", "nesting-too-deep", "the HTML in this file is nested too deep to read; it was left out of the page", {
          file: facts.source.display,
          point: first,
          hint: "close the HTML elements you open, and nest them less deeply"
        })
      );
      return tree;
    }
  };
}

// cli/emit/markdown-twin.ts
import remarkDirective2 from "remark-directive";
import remarkFrontmatter2 from "remark-frontmatter";
import remarkGfm2 from "remark-gfm";
import remarkMdx2 from "remark-mdx";
import remarkParse2 from "remark-parse";
import { unified as unified2 } from "unified";

// cli/emit/twin-nodes.ts
import { toString as toString5 } from "mdast-util-to-string";
var PLAIN2 = /* @__PURE__ */ new Set([
  "blockquote",
  "break",
  "code",
  "definition",
  "delete",
  "emphasis",
  "footnoteDefinition",
  "footnoteReference",
  "heading",
  "html",
  "image",
  "imageReference",
  "inlineCode",
  "link",
  "linkReference",
  "list",
  "listItem",
  "paragraph",
  "strong",
  "table",
  "tableCell",
  "tableRow",
  "text",
  "thematicBreak",
  "leafDirective",
  "textDirective"
]);
var TITLES = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger", caution: "Caution", important: "Important", success: "Success", secondary: "Note" };
function cleanNodes(nodes, ctx, mode) {
  return nodes.flatMap((n) => cleanNode(n, ctx, mode));
}
function cleanNode(node, ctx, mode) {
  switch (node.type) {
    case "yaml":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return [];
    case "html":
      if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return [];
      if (mode === "phrasing" && /^<\/?[a-z][\w-]*(\s[^>]*)?\/?>$/i.test(node.value.trim())) return /^<br\b/i.test(node.value.trim()) ? [{ type: "break" }] : [];
      return htmlTags(node.value, ctx, mode) ?? [node];
    case "link":
    case "image":
    case "definition": {
      const url = ctx.resolveUrl(node.url);
      const next = { ...node, url: url ?? node.url };
      if ("children" in next) next.children = cleanNodes(next.children, ctx, "phrasing");
      return [next];
    }
    case "containerDirective":
      return admonition(kindTitle(node.name), directiveTitle(node), cleanNodes(directiveBody(node), ctx, "flow"), mode);
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return jsx(node, ctx, node.type === "mdxJsxFlowElement" ? "flow" : "phrasing");
    default:
      break;
  }
  if (!PLAIN2.has(node.type)) {
    const text3 = toString5(node);
    return text3 ? [mode === "flow" ? paragraph([{ type: "text", value: text3 }]) : { type: "text", value: text3 }] : [];
  }
  if (node.type === "paragraph" && node.children.every((c) => c.type === "text") && isMdxOnlyText(toString5(node))) return [];
  if (node.type === "paragraph") {
    const meaningful = node.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
    const only = meaningful[0];
    if (meaningful.length === 1 && only?.type === "mdxJsxTextElement" && /^[A-Z]/.test(only.name ?? "")) {
      const block = { type: "mdxJsxFlowElement", name: only.name, attributes: only.attributes, children: [paragraph(only.children)] };
      return jsx(block, ctx, "flow");
    }
  }
  if (node.type === "paragraph" || node.type === "heading") {
    return [{ ...node, children: tidyPhrasing(cleanNodes(node.children, ctx, "phrasing")) }];
  }
  if ("children" in node) {
    const childMode = /^(paragraph|heading|emphasis|strong|delete|link|linkReference|tableCell|textDirective|leafDirective)$/.test(node.type) ? "phrasing" : "flow";
    return [{ ...node, children: cleanNodes(node.children, ctx, childMode) }];
  }
  return [node];
}
function htmlTags(html, ctx, mode) {
  const tags = [...html.matchAll(/<(\/?)([A-Za-z][\w.]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)];
  if (tags.length === 0 || html.replace(/<(\/?)([A-Za-z][\w.]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g, "").trim() !== "") return void 0;
  if (!tags.some((t) => /^[A-Z]/.test(t[2] ?? "") || /=\s*"\{/.test(t[3] ?? ""))) return void 0;
  return tags.flatMap((t) => {
    const [, close, name = "", attrText = ""] = t;
    if (close) return [];
    const attributes3 = Object.entries(staticAttributes(attrText, name)).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value: typeof value === "string" ? value : String(value) }));
    const values = staticAttributes(attrText, name).values;
    if (name === "Tabs") rememberTabLabels(values, ctx);
    if (!/^(TabItem|img|Admonition|Details|CodeBlock)$/.test(name)) return [];
    return jsx({ type: "mdxJsxFlowElement", name, attributes: attributes3, children: [] }, ctx, mode);
  });
}
function rememberTabLabels(values, ctx) {
  if (!Array.isArray(values)) return;
  ctx.tabLabels = new Map(values.flatMap((v) => typeof v?.value === "string" && typeof v.label === "string" ? [[v.value, v.label]] : []));
}
function jsx(el2, ctx, mode) {
  const name = el2.name ?? "";
  const attrs = attributes2(el2);
  const str2 = (key) => typeof attrs[key] === "string" || typeof attrs[key] === "number" ? String(attrs[key]) : void 0;
  const children = () => cleanNodes(el2.children, ctx, mode);
  switch (name) {
    case "TOCInline":
    case "DocCardList":
    case "head":
    case "Head":
      return [];
    case "Admonition": {
      const kind = str2("type") ?? "note";
      return admonition(kindTitle(kind), str2("title") ? [{ type: "text", value: str2("title") ?? "" }] : void 0, children(), mode);
    }
    case "Tabs": {
      rememberTabLabels(attrs.values, ctx);
      return children();
    }
    case "TabItem": {
      const label = str2("label") ?? ctx.tabLabels?.get(str2("value") ?? "") ?? str2("value") ?? "";
      if (mode === "phrasing") return [{ type: "strong", children: [{ type: "text", value: label }] }, { type: "text", value: " " }, ...children()];
      return [paragraph([{ type: "strong", children: [{ type: "text", value: label }] }]), ...children()];
    }
    case "Details":
    case "details": {
      const summary = str2("summary");
      const body = children();
      if (!summary) return body;
      return mode === "flow" ? [paragraph([{ type: "strong", children: [{ type: "text", value: summary }] }]), ...body] : body;
    }
    case "summary": {
      const words = cleanNodes(el2.children, ctx, "phrasing").flatMap((n) => n.type === "paragraph" ? n.children : [n]);
      const strong = { type: "strong", children: words };
      return mode === "flow" ? [paragraph([strong])] : [strong];
    }
    case "CodeBlock": {
      const code = { type: "code", lang: str2("language") ?? null, meta: str2("title") ? `title="${str2("title") ?? ""}"` : null, value: codeText(el2) };
      return mode === "flow" ? [code] : [{ type: "inlineCode", value: code.value }];
    }
    case "img": {
      const src = str2("src");
      if (!src) return [];
      const image = { type: "image", url: ctx.resolveUrl(src) ?? src, alt: str2("alt") ?? "" };
      return mode === "flow" ? [paragraph([image])] : [image];
    }
    case "a": {
      const href = str2("href");
      const inner = cleanNodes(el2.children, ctx, "phrasing");
      if (!href) return mode === "flow" ? [paragraph(inner)] : inner;
      const link = { type: "link", url: ctx.resolveUrl(href) ?? href, children: inner };
      return mode === "flow" ? [paragraph([link])] : [link];
    }
    case "br":
      return mode === "phrasing" ? [{ type: "break" }] : [];
    case "code":
      return mode === "phrasing" ? [{ type: "inlineCode", value: toString5(el2) }] : [{ type: "code", lang: null, meta: null, value: toString5(el2) }];
    default:
      return children();
  }
}
function admonition(kind, title, body, mode) {
  const heading = title && title.length > 0 ? [{ type: "text", value: `${kind}: ` }, ...title] : [{ type: "text", value: kind }];
  if (mode === "phrasing") return [{ type: "strong", children: heading }, { type: "text", value: " " }, ...body];
  const quote = { type: "blockquote", children: [paragraph([{ type: "strong", children: heading }]), ...body] };
  return [quote];
}
function kindTitle(kind) {
  return TITLES[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}
function directiveTitle(node) {
  const first = node.children[0];
  return first?.type === "paragraph" && first.data?.directiveLabel ? first.children : void 0;
}
function directiveBody(node) {
  return directiveTitle(node) ? node.children.slice(1) : node.children;
}
function tidyPhrasing(children) {
  const out = [];
  for (const child of children) {
    const last2 = out[out.length - 1];
    if (child.type === "text" && last2?.type === "text") last2.value += child.value;
    else out.push(child.type === "text" ? { ...child } : child);
  }
  for (const child of out) if (child.type === "text") child.value = child.value.replace(/\n[ \t]+/g, "\n").replace(/[ \t]{2,}/g, " ");
  const first = out[0];
  if (first?.type === "text") first.value = first.value.replace(/^\s+/, "");
  const end = out[out.length - 1];
  if (end?.type === "text") end.value = end.value.replace(/\s+$/, "");
  return out.filter((c) => !(c.type === "text" && c.value === ""));
}
function paragraph(children) {
  return { type: "paragraph", children };
}
function codeText(el2) {
  const parts = el2.children.map((c) => {
    if (c.type === "mdxFlowExpression" || c.type === "mdxTextExpression") {
      const literal = /^\s*[`'"]([\s\S]*)[`'"]\s*$/.exec(c.value);
      return literal?.[1] ?? "";
    }
    return toString5(c);
  });
  return parts.join("").replace(/^\n+|\s+$/g, "");
}
function attributes2(el2) {
  const out = {};
  for (const attr of el2.attributes) {
    if (attr.type === "mdxJsxExpressionAttribute") continue;
    if (attr.value === null || attr.value === void 0) out[attr.name] = true;
    else if (typeof attr.value === "string") out[attr.name] = attr.value;
    else {
      const value = staticValue(attr.value.data?.estree);
      if (value !== void 0) out[attr.name] = value;
    }
  }
  return out;
}

// cli/emit/twin-title.ts
import { directiveToMarkdown } from "mdast-util-directive";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
function serialise(children) {
  const out = toMarkdown({ type: "root", children }, {
    extensions: [gfmToMarkdown(), directiveToMarkdown()],
    bullet: "-",
    emphasis: "_",
    rule: "-",
    fences: true,
    listItemIndent: "one",
    resourceLink: true
  });
  return out.replace(/\n{3,}/g, "\n\n");
}

// cli/emit/markdown-twin.ts
var mdParser = unified2().use(remarkParse2).use(remarkFrontmatter2, ["yaml", "toml"]).use(remarkGfm2).use(remarkDirective2).freeze();
var mdxParser = unified2().use(remarkParse2).use(remarkFrontmatter2, ["yaml", "toml"]).use(remarkGfm2).use(remarkDirective2).use(remarkMdx2).freeze();
function twinBody(input) {
  const prepared = prepare(input.text);
  const { parsed } = input;
  const same = parsed !== void 0 && !/^\+\+\+/.test(input.text) && (input.mdx ? parsed.mdx && parsed.text === prepared : !parsed.mdx && parsed.text === preprocessMarkdown(prepared, false));
  const tree = same ? parsed.tree : parse(prepared, input.mdx);
  if (!same) pruneDeep(tree);
  const ctx = { resolveUrl: input.resolveUrl };
  const body = cleanNodes(tree.children, ctx, "flow");
  const first = body[0];
  return { markdown: serialise(body), titled: first?.type === "heading" && first.depth === 1 };
}
function prepare(text3) {
  return capNesting(text3).text.replace(/^(#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/gm, "$1").replace(/^([ \t]*:::+)([a-z]+)[ \t]+([^\n[{][^\n]*?)[ \t]*$/gm, "$1$2[$3]");
}
function parse(text3, mdx) {
  if (mdx) {
    try {
      return parseInPieces((piece) => mdxParser.parse(piece), text3);
    } catch {
    }
  }
  return parseInPieces((piece) => mdParser.parse(piece), preprocessMarkdown(text3, false));
}

// cli/emit/twin-links.ts
function twinUrlResolver(links, site) {
  const targets = new Map(links.map((l) => [l.url, l.target]));
  return (url) => {
    const target = targets.get(url);
    if (!target) return void 0;
    if (target.kind === "route") return `${site.url}${withBase(site.baseUrl, target.hash ? `${target.path}#${target.hash}` : target.path, site.trailingSlash)}`;
    if (target.kind === "asset") return `${site.url}${withBase(site.baseUrl, target.path)}`;
    return void 0;
  };
}

// cli/load/markdown/render-job.ts
function rendererFor(setup2, { twins = true, incremental = false } = {}) {
  const renderer = createMarkdownRenderer({
    baseUrl: setup2.baseUrl,
    format: setup2.format,
    trailingSlash: setup2.trailingSlash,
    allowedIframeHosts: setup2.allowedIframeHosts ?? [],
    highlighter: setup2.highlight ? createCodeHighlighter() : plainHighlighter(),
    resolveLink: createLinkResolver({ baseUrl: setup2.baseUrl, fileRoutes: new Map(setup2.fileRoutes), siteFiles: new Set(setup2.siteFiles) }),
    incremental
  });
  const { siteUrl } = setup2;
  if (siteUrl === void 0 || !twins) return renderer;
  const site = { url: siteUrl, baseUrl: setup2.baseUrl, trailingSlash: setup2.trailingSlash };
  return {
    async render(text3, source2, diagnostics) {
      const doc = source2.relPath.startsWith("docs/");
      let parsed;
      const content = await renderer.render(text3, source2, diagnostics, doc ? (p) => void (parsed = p) : void 0);
      if (doc) {
        try {
          const mdx = /\.mdx$/i.test(source2.relPath) || setup2.format === "mdx" && !diagnostics.some((d) => d.code === "mdx-syntax");
          globalThis.__T?.("before twin");
          content.twin = twinBody({ text: text3, mdx, resolveUrl: twinUrlResolver(content.links, site), ...parsed ? { parsed } : {} });
          globalThis.__T?.("twin");
        } catch {
        }
      }
      return content;
    }
  };
}

// ../../../tmp/bigpage/rb/entry.ts
var file = process.argv[2];
var text2 = readFileSync(file, "utf8");
var setup = { baseUrl: "/", format: "mdx", trailingSlash: null, highlight: true, fileRoutes: [], siteFiles: [], siteUrl: "https://bad.example.com" };
var r = rendererFor(setup);
var source = { relPath: "docs/big.md", absPath: "/tmp/bigpage/site1/docs/big.md", display: "docs/big.md" };
var last = process.cpuUsage();
globalThis.__T = (label) => {
  const u = process.cpuUsage(last);
  last = process.cpuUsage();
  console.log("  ", label.padEnd(12), ((u.user + u.system) / 1e3).toFixed(0));
};
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const c = process.cpuUsage();
  last = process.cpuUsage();
  const d = [];
  const out = await r.render(text2, source, d);
  const u = process.cpuUsage(c);
  console.log("render cpu", ((u.user + u.system) / 1e3).toFixed(0), "ms", out.html.length, d.length);
}
