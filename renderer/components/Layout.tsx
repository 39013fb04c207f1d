import type { ReactNode } from 'react';
import { usePage, useHref } from '../context.tsx';
import { ExternalIcon } from './icons.tsx';
import { Navbar } from './Navbar.tsx';
import { useT } from '../i18n/use-t.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { safeUrl } from '../../model/url-policy.ts';

function AnnouncementBar() {
  const { site } = usePage();
  const t = useT();
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement" role="region" aria-label={t('portal.announcement.label', 'Announcement')} data-announcement={bar.id}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.dismissible ? (
        <button type="button" className="announcement-close js-only" aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')} data-announcement-close="">
          ×
        </button>
      ) : null}
    </div>
  );
}

function Footer() {
  const { site } = usePage();
  const href = useHref();
  return (
    <footer className="footer">
      <div className="footer-inner">
        {site.footer.links.map((group) => (
          <div className="footer-group" key={group.title}>
            <p className="footer-title">{group.title}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.label}>
                  {item.external ? (
                    <a href={safeUrl(item.href)} target="_blank" rel="noopener noreferrer">
                      {item.label}
                      <ExternalIcon />
                    </a>
                  ) : (
                    <a href={href(item.href)}>{item.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* HTML, as Docusaurus allows: sanitised by the config stage (core/config/url-checks.ts). */}
      {site.footer.copyright ? <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} /> : null}
    </footer>
  );
}

/** The page shell every route shares: skip link, announcement, navbar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${SHELL_IDS.main}`}>
        {t('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper" data-page-root="">
        {children}
      </div>
      <Footer />
    </>
  );
}
