import type { Expression, Node, Pattern, Program, SpreadElement, Statement } from 'estree';

/**
 * A value the config file computes at run time (a function call, `process.env`, an import). It is
 * kept in place of the value so the converter can say exactly what it could not read.
 */
export class Unresolved {
  constructor(
    readonly source: string,
    readonly line: number,
  ) {}
}

export interface EvalContext {
  /** The file's text (after type stripping), for quoting what could not be read. */
  text: string;
  /** Top-level `const`/`let`/`var` bindings and function declarations by name. */
  bindings: Map<string, Node>;
  /** The year `new Date().getFullYear()` stands for (footers print it). */
  year: number;
  /** Guards against `const a = b; const b = a;`. */
  depth: number;
}

type WithRange = Node & { start?: number; end?: number; loc?: { start: { line: number } } | null };

export function unresolved(ctx: EvalContext, node: Node): Unresolved {
  const n = node as WithRange;
  const source = n.start !== undefined && n.end !== undefined ? ctx.text.slice(n.start, n.end) : node.type;
  return new Unresolved(source.length > 80 ? `${source.slice(0, 77)}...` : source, n.loc?.start.line ?? 0);
}

/**
 * Reads a config value without running the file: literals, objects, arrays, template strings,
 * names bound at the top level, `require.resolve('./x')` (the path), `new Date().getFullYear()`
 * and the return value of a function that only returns an object. Anything else is Unresolved.
 */
export function evaluate(node: Node | null | undefined, ctx: EvalContext): unknown {
  if (!node) return undefined;
  if (ctx.depth > 50) return unresolved(ctx, node);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? unresolved(ctx, node) : node.value;
    case 'TemplateLiteral': {
      let out = '';
      for (const [i, q] of node.quasis.entries()) {
        out += q.value.cooked ?? '';
        const expr = node.expressions[i];
        if (!expr) continue;
        const v = evaluate(expr, inner);
        if (v instanceof Unresolved || (typeof v === 'object' && v !== null)) return unresolved(ctx, node);
        out += String(v);
      }
      return out;
    }
    case 'ArrayExpression':
      return node.elements.flatMap((e) => spread(e, inner));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type === 'SpreadElement') {
          const v = evaluate(p.argument, inner);
          if (typeof v === 'object' && v !== null && !(v instanceof Unresolved) && !Array.isArray(v)) Object.assign(out, v);
          continue;
        }
        const key = p.computed
          ? evaluate(p.key, inner)
          : p.key.type === 'Identifier'
            ? p.key.name
            : p.key.type === 'Literal'
              ? p.key.value
              : undefined;
        if (typeof key !== 'string' && typeof key !== 'number') continue;
        out[String(key)] = evaluate(p.value, inner);
      }
      return out;
    }
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      const bound = ctx.bindings.get(node.name);
      return bound ? evaluate(bound, inner) : unresolved(ctx, node);
    }
    case 'VariableDeclarator':
      return node.init ? evaluate(node.init, inner) : undefined;
    case 'UnaryExpression': {
      const v = evaluate(node.argument, inner);
      if (node.operator === '!' && !(v instanceof Unresolved)) return !v;
      if (node.operator === '-' && typeof v === 'number') return -v;
      return unresolved(ctx, node);
    }
    case 'LogicalExpression': {
      const left = evaluate(node.left, inner);
      if (left instanceof Unresolved) return unresolved(ctx, node);
      if (node.operator === '||') return left || evaluate(node.right, inner);
      if (node.operator === '&&') return left && evaluate(node.right, inner);
      return left ?? evaluate(node.right, inner);
    }
    case 'ConditionalExpression': {
      const test = evaluate(node.test, inner);
      return test instanceof Unresolved ? unresolved(ctx, node) : evaluate(test ? node.consequent : node.alternate, inner);
    }
    case 'BinaryExpression': {
      const [a, b] = [evaluate(node.left, inner), evaluate(node.right, inner)];
      if (node.operator === '+' && (typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number'))
        return (a as string) + (b as string);
      return unresolved(ctx, node);
    }
    case 'CallExpression':
      return call(node, inner);
    case 'AwaitExpression':
      return evaluate(node.argument, inner);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration':
      return returned(node.body, inner) ?? unresolved(ctx, node);
    default: {
      // `x satisfies Config` and `x as Config` are gone after type stripping; parentheses too.
      return unresolved(ctx, node);
    }
  }
}

function spread(e: Expression | SpreadElement | null, ctx: EvalContext): unknown[] {
  if (!e) return [undefined];
  if (e.type !== 'SpreadElement') return [evaluate(e, ctx)];
  const v = evaluate(e.argument, ctx);
  return Array.isArray(v) ? v : [unresolved(ctx, e)];
}

function call(node: Extract<Node, { type: 'CallExpression' }>, ctx: EvalContext): unknown {
  const callee = node.callee;
  const arg = node.arguments[0];
  // require.resolve('./sidebars.js') -> './sidebars.js': the converter wants the path, not the module.
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'require' &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'resolve' &&
    arg?.type === 'Literal'
  ) {
    return String(arg.value);
  }
  // new Date().getFullYear()
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'NewExpression' &&
    callee.object.callee.type === 'Identifier' &&
    callee.object.callee.name === 'Date' &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'getFullYear'
  ) {
    return ctx.year;
  }
  // A function of the file that returns a literal: `export default async function createConfig() { return {...} }`.
  if (callee.type === 'Identifier') {
    const bound = ctx.bindings.get(callee.name);
    if (bound && (bound.type === 'FunctionDeclaration' || bound.type === 'ArrowFunctionExpression' || bound.type === 'FunctionExpression'))
      return evaluate(bound, ctx);
  }
  return unresolved(ctx, node);
}

/** The value a function body returns, when it is a single `return` (after plain declarations). */
function returned(body: Node, ctx: EvalContext): unknown {
  if (body.type !== 'BlockStatement') return evaluate(body, ctx);
  const local = new Map(ctx.bindings);
  for (const stmt of body.body) {
    if (stmt.type === 'VariableDeclaration') bind(stmt, local);
    else if (stmt.type === 'ReturnStatement') return evaluate(stmt.argument, { ...ctx, bindings: local });
  }
  return undefined;
}

function bind(stmt: Statement, bindings: Map<string, Node>): void {
  if (stmt.type === 'VariableDeclaration') {
    for (const d of stmt.declarations) for (const name of names(d.id)) bindings.set(name, d);
  } else if (stmt.type === 'FunctionDeclaration' && stmt.id) bindings.set(stmt.id.name, stmt);
}

function names(p: Pattern): string[] {
  return p.type === 'Identifier' ? [p.name] : [];
}

/** Top-level bindings of a module or script. */
export function topLevelBindings(program: Program): Map<string, Node> {
  const bindings = new Map<string, Node>();
  for (const stmt of program.body) {
    if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration) bind(stmt.declaration, bindings);
    else if (stmt.type === 'VariableDeclaration' || stmt.type === 'FunctionDeclaration') bind(stmt, bindings);
  }
  return bindings;
}
