import type { ReactNode } from 'react';

/**
 * `@docusaurus/Translate` for a site in one language: the message itself, with `{name}`
 * placeholders filled from `values`. portal translates pages by locale folders, not by message ids.
 */
type Values = Record<string, ReactNode>;

function fill(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
}

export function translate(
  { message }: { message: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return fill(message, values).join('');
}

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{fill(children ?? '', values)}</>;
}
