import type { ReactNode } from 'react';

/** `@docusaurus/Head`: portal writes <head> itself (title and description from the page), so this renders nothing. */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
