/** JSON pointers (RFC 6901) in their URI-fragment form, `#/paths/~1users/get`. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `#/a/b` + `c/d` -> `#/a/b/c~1d` */
export function childPointer(pointer: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((p, t) => `${p}/${escapeToken(String(t))}`, pointer);
}

/** `#/a/b~1c` -> ['a', 'b/c']; the fragment may be percent-encoded, as `$ref`s allow. */
export function pointerTokens(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape is taken literally; resolution then fails with the pointer named.
  }
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  return p.slice(1).split('/').map(unescapeToken);
}

export function pointerOf(tokens: readonly string[]): string {
  return childPointer('#', ...tokens);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at the pointer, or undefined when any step is missing. */
export function getAt(root: unknown, tokens: readonly string[]): unknown {
  let node: unknown = root;
  for (const t of tokens) {
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(t)) return undefined;
      node = node[Number(t)];
    } else if (isObject(node)) {
      if (!Object.hasOwn(node, t)) return undefined;
      node = node[t];
    } else return undefined;
  }
  return node;
}

/** `x-internal: true` (Redocly, Bump): the value is left out of the published reference. */
export function isInternal(value: unknown): boolean {
  return isObject(value) && value['x-internal'] === true;
}
