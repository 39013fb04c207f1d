import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { safeUrl } from '../../model/url-policy.ts';

export interface DropdownItem {
  label: string;
  href: string;
  current?: boolean;
  lang?: string;
  external?: boolean;
  /** A value the client reads back (the version name a click chooses). */
  data?: string;
}

/** A menu of links built on <details>, so it opens without JavaScript. `{html}` entries are site markup (a divider, a heading). */
export function Dropdown({
  label,
  title,
  items,
  icon,
  storageKey,
  align = 'right',
}: {
  label: string;
  title: string;
  items: (DropdownItem | { html: string })[];
  icon?: ReactNode;
  storageKey?: string;
  align?: 'left' | 'right';
}) {
  const t = useT();
  return (
    <details className={align === 'left' ? 'dropdown dropdown-start' : 'dropdown'} data-dropdown={storageKey ?? ''}>
      <summary className="dropdown-toggle" aria-label={title === label ? undefined : `${title}: ${label}`}>
        {icon}
        <span>{label}</span>
      </summary>
      <ul className="dropdown-menu">
        {items.map((item, i) =>
          'html' in item ? (
            <li key={i} className="dropdown-html" dangerouslySetInnerHTML={{ __html: item.html }} />
          ) : (
            <li key={i}>
              <a
                href={safeUrl(item.href)}
                className={item.current ? 'dropdown-link active' : 'dropdown-link'}
                aria-current={item.current ? 'true' : undefined}
                lang={item.lang}
                hrefLang={item.lang}
                data-value={item.data}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
                {item.external ? (
                  <span className="visually-hidden">{t('portal.common.opensInNewTab', ' (opens in a new tab)')}</span>
                ) : null}
              </a>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
