import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose placeholders are elements (a link, a bold date): `{name}` parts are
 * replaced by the nodes given, the text around them kept as the translation orders it.
 */
export function withNodes(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = message.split(/(\{\w+\})/);
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
