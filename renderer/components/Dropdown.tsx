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

/** A menu of links built on <details>, so it opens without JavaScript. */
export function Dropdown({ label, title, items, icon, storageKey }: { label: string; title: string; items: DropdownItem[]; icon?: ReactNode; storageKey?: string }) {
  const t = useT();
  return (
    <details className="dropdown" data-dropdown={storageKey ?? ''}>
      <summary className="dropdown-toggle" aria-label={`${title}: ${label}`}>
        {icon}
        <span>{label}</span>
      </summary>
      <ul className="dropdown-menu">
        {items.map((item) => (
          <li key={item.label}>
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
              {item.external ? <span className="visually-hidden">{t('portal.common.opensInNewTab', ' (opens in a new tab)')}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
