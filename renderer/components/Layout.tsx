import type { ReactNode } from 'react';
import AnnouncementBar from '../theme/AnnouncementBar.tsx';
import Footer from '../theme/Footer.tsx';
import Navbar from '../theme/Navbar.tsx';
import { useT } from '../i18n/use-t.ts';
import { SHELL_IDS } from '../../model/reserved.ts';

/**
 * The page shell every route shares: skip link, announcement, navbar, the page, footer. The parts
 * are theme components (renderer/theme/), which a site may replace with its own (src/theme/).
 */
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
