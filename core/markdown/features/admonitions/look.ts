import { ENGLISH, type Translate } from '../../../../renderer/i18n/translate.ts';

/** Every keyword Docusaurus 3.5 accepts by default (its admonitions plugin's `keywords`). */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/** The theme draws the extra keywords as one of five styles, as Docusaurus's theme does. */
const STYLE_OF: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };

export function isAdmonitionKind(kind: string): boolean {
  return (ADMONITION_KINDS as readonly string[]).includes(kind);
}

/** The classes and default title of an admonition of one kind, the title in the page's language (also used by MDX's `<Admonition>`). */
export function admonitionLook(kind: string, t: Translate = ENGLISH): { className: string[]; title: string } {
  const style = STYLE_OF[kind] ?? kind;
  const className = ['admonition', `admonition-${kind}`];
  if (style !== kind) className.push(`admonition-${style}`);
  return { className, title: t(`theme.admonition.${kind}`, kind.charAt(0).toUpperCase() + kind.slice(1)) };
}
