import type { Node, Program } from 'estree';

/**
 * Reads the value of a JSX attribute expression without running it: literals, object and array
 * literals (`style={{color: 'red'}}` becomes a style string), template strings without
 * placeholders, `require("./x.png").default` and `useBaseUrl("/img/x.png")` (both give the path,
 * which the link pass resolves). Anything else is undefined.
 */
export function staticValue(program: Program | null | undefined, style = false): unknown {
  const stmt = program?.body[0];
  if (!stmt || stmt.type !== 'ExpressionStatement') return undefined;
  const value = evaluate(stmt.expression);
  if (style && value !== null && typeof value === 'object' && !Array.isArray(value)) return styleString(value as Record<string, unknown>);
  return value;
}

function evaluate(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node ? undefined : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? '').join('') : undefined;
    case 'UnaryExpression': {
      const v = evaluate(node.argument);
      return node.operator === '-' && typeof v === 'number' ? -v : undefined;
    }
    case 'ArrayExpression':
      return node.elements.map((e) => (e && e.type !== 'SpreadElement' ? evaluate(e) : undefined));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed) return undefined;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : undefined;
        if (key === undefined) return undefined;
        out[key] = evaluate(p.value);
      }
      return out;
    }
    case 'MemberExpression': {
      // require("x").default
      if (node.object.type === 'CallExpression' && node.property.type === 'Identifier' && node.property.name === 'default')
        return evaluate(node.object);
      return undefined;
    }
    case 'CallExpression': {
      const arg = node.arguments[0];
      if (node.callee.type === 'Identifier' && /^(require|useBaseUrl)$/.test(node.callee.name) && arg && arg.type === 'Literal')
        return String(arg.value);
      return undefined;
    }
    default:
      return undefined;
  }
}

function styleString(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof v === 'number' && v !== 0 && !/opacity|weight|index|flex|line-height/i.test(k) ? `${v}px` : String(v)}`,
    )
    .join('; ');
}
