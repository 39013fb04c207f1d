import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync, type Loader, type Metafile } from 'esbuild';

/**
 * Whether a module of the site's code needs hydrating, judged at build time from the bundler's
 * module graph (the metafile of the site's server bundle) and the source of every module in it,
 * npm packages included: a module is interactive when it, or anything it imports, uses React
 * state, effects, refs or context, handles events, or listens to the DOM. What the build cannot
 * judge (a module it cannot read, code imported at run time with `import()`) counts as
 * interactive: a component hydrated for nothing costs some script, one left dead is a bug.
 * React itself and the portal's own renderer are not scanned (their hooks are not the site's),
 * except `@docusaurus/BrowserOnly`, whose children exist only in the browser.
 */
export interface Verdict {
  interactive: boolean;
  /** Why, for messages: `src/components/Tabs.tsx imports node_modules/@radix-ui/react-tabs/dist/index.mjs, which uses useState`. */
  reason: string;
}

export interface InteractionJudge {
  /** The verdict for a module of the site, by its absolute path. */
  judge(file: string): Verdict;
}

/** What in a module's code (types stripped, JSX compiled) makes it interactive. */
const SIGNALS: [RegExp, string][] = [
  [
    /\b(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useRef|useImperativeHandle|useContext|useSyncExternalStore|useTransition|useDeferredValue|useActionState|useOptimistic|useFormStatus|useEffectEvent)\b/,
    'uses $1',
  ],
  [/\b(createContext)\b/, 'uses $1'],
  [/\b(setState|forceUpdate|componentDidMount|componentDidUpdate|componentWillUnmount)\b/, 'is a class component with $1'],
  [/\b(on[A-Z][A-Za-z]*)\s*:/, 'handles $1'],
  [/\b(addEventListener)\s*\(/, 'calls $1'],
];

/** React and the packages it is made of: their hooks are not the site's. */
const REACT = /(^|[\\/])node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const CODE = /\.(m|c)?(j|t)sx?$/;

function loaderOf(file: string): Loader {
  if (/\.(m|c)?tsx$/.test(file)) return 'tsx';
  if (/\.(m|c)?ts$/.test(file)) return 'ts';
  // Docusaurus sites write JSX in .js files (the site bundle reads them so too).
  return 'jsx';
}

/** The first signal in a module's source, or undefined. */
export function signalIn(source: string, file: string): string | undefined {
  let code = source;
  // Packages are published as JavaScript; the site's own files may be TypeScript or JSX.
  if (!/[\\/]node_modules[\\/]/.test(file)) code = transformSync(source, { loader: loaderOf(file), jsx: 'automatic' }).code;
  for (const [re, what] of SIGNALS) {
    const m = re.exec(code);
    if (m) return what.replace('$1', m[1] ?? '');
  }
  return undefined;
}

export interface JudgeOptions {
  meta: Metafile;
  /** The folder the metafile's paths are relative to (esbuild's working directory). */
  cwd: string;
  /** The portal package's root: its renderer is not the site's code. */
  root: string;
  /** Paths relative to `root` that count as interactive though they are the portal's own. */
  interactive?: readonly string[];
}

export function interactionJudge({
  meta,
  cwd,
  root,
  interactive = ['renderer/site/compat/BrowserOnly.tsx'],
}: JudgeOptions): InteractionJudge {
  const inputs = new Map<string, Metafile['inputs'][string]>();
  for (const [key, input] of Object.entries(meta.inputs)) {
    // Modules of a plugin's namespace (`portal-site:site-code`) are the portal's own glue.
    if (/^[a-z-]+:/.test(key) && !/^[a-zA-Z]:[\\/]/.test(key)) continue;
    inputs.set(path.resolve(cwd, key), input);
  }
  const portal = path.join(root, 'renderer') + path.sep;
  const forced = new Set(interactive.map((f) => path.join(root, f)));
  const verdicts = new Map<string, Verdict>();
  const display = (file: string) => path.relative(cwd, file).split(path.sep).join('/');

  const ownVerdicts = new Map<string, Verdict | undefined>();
  /** What a module's own code says (undefined: nothing); cached, every root shares it. */
  const own = (file: string): Verdict | undefined => {
    if (ownVerdicts.has(file)) return ownVerdicts.get(file);
    let verdict: Verdict | undefined;
    if (forced.has(file)) verdict = { interactive: true, reason: `${display(file)} renders only in the browser` };
    else if (!opaque(file)) {
      try {
        const signal = signalIn(readFileSync(file, 'utf8'), file);
        if (signal) verdict = { interactive: true, reason: `${display(file)} ${signal}` };
      } catch {
        verdict = { interactive: true, reason: `${display(file)} could not be read or parsed` };
      }
    }
    ownVerdicts.set(file, verdict);
    return verdict;
  };
  /** React, the portal's renderer, stylesheets and media: not scanned, not followed. */
  const opaque = (file: string) => REACT.test(file) || file.startsWith(portal) || !CODE.test(file);

  /** Walks everything `root` imports, breadth first, until a module is interactive. */
  const judge = (root: string): Verdict => {
    const cached = verdicts.get(root);
    if (cached) return cached;
    const seen = new Set([root]);
    const queue = [root];
    let verdict: Verdict = { interactive: false, reason: `${display(root)} has no state, effects, refs, context or event handlers` };
    const via = (file: string, why: string) => (file === root ? why : `${why} (imported by ${display(root)})`);
    walk: for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const mine = own(file);
      if (mine?.interactive) {
        verdict = { interactive: true, reason: via(file, mine.reason) };
        break;
      }
      if (opaque(file) && !forced.has(file)) continue;
      const input = inputs.get(file);
      if (!input) {
        verdict = { interactive: true, reason: via(file, `${display(file)} is not in the site's bundle`) };
        break;
      }
      for (const i of input.imports) {
        if (i.external || (/^[a-z-]+:/.test(i.path) && !/^[a-zA-Z]:[\\/]/.test(i.path))) continue;
        if (i.kind === 'dynamic-import') {
          verdict = { interactive: true, reason: via(file, `${display(file)} imports ${i.original ?? i.path} at run time`) };
          break walk;
        }
        const next = path.resolve(cwd, i.path);
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    verdicts.set(root, verdict);
    return verdict;
  };

  return { judge: (file) => judge(path.resolve(file)) };
}
