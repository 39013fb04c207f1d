import type { ReactNode } from 'react';

/**
 * `react-github-btn` for site code without the package: a plain link to the repository. The
 * package draws its button in a frame from buttons.github.io, which the site's policy does not allow.
 */
export default function GitHubButton({
  href,
  children,
  'aria-label': label,
}: {
  href: string;
  children?: ReactNode;
  'aria-label'?: string;
  [data: `data-${string}`]: string | undefined;
}) {
  return (
    <a className="button button-secondary github-button" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
