import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { ImageViewerProvider } from '../../components/image-viewer';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ChatLauncher } from '../chat';
import { DialogHostProvider } from '../frame-pages/DialogHostProvider';
import { RobotLauncher } from '../robot';
import { ThemeSync } from '../themes/ThemeSync';
import { CombStrKeeper } from '../../app/service-opener';
import { Footer } from './Footer';
import { MessageBell } from './MessageBell';
import { TopNav } from './TopNav';
import { useSchoolName, useThemeColor } from './use-shell-brand';
import { UserMenu } from './UserMenu';
import './shell.css';

// The notices load after the page: a reminder must never hold up what the user came for.
const NoticeLayer = lazy(() => import('../messages/NoticeLayer').then((m) => ({ default: m.NoticeLayer })));

/** ROUTE-07: the configuration area has no footer (its studio uses the full height). */
function isFooterHidden(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/userframeconfig');
}

interface ShellProps {
  isBuilt: (path: string) => boolean;
  /** Whether an address shows the configuration studio (ROUTE-08 and the configuration entries beside it). */
  isStudio: (path: string) => boolean;
  children: ReactNode;
}

/**
 * The signed-in shell (/home): top bar in the theme colour, navigation, user menu, language, footer; the user's
 * theme (ThemeSync), the important notices (SHELL-01's toast and MSG-03's dialog, never over the configuration
 * studio, under any of its entries) and the image viewer.
 */
export function Shell({ isBuilt, isStudio, children }: ShellProps) {
  return (
    <ImageViewerProvider>
      <ThemeSync />
      <CombStrKeeper />
      <DialogHostProvider>
        <ShellLayout isBuilt={isBuilt} isStudio={isStudio}>{children}</ShellLayout>
      </DialogHostProvider>
    </ImageViewerProvider>
  );
}

function ShellLayout({ isBuilt, isStudio, children }: ShellProps) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const themeColor = useThemeColor();
  const schoolName = useSchoolName();
  const footerHidden = isFooterHidden(pathname);
  // An administrator at work in the studio is not interrupted: the notices wait for the next portal page.
  const noticesHidden = footerHidden || isStudio(pathname);
  return (
    <div className="sh-shell">
      <a
        className="sh-skip"
        href="#main"
        onClick={(event) => {
          // Moving focus ourselves: a fragment navigation would reach the router as a new history entry.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <header className="sh-topbar" style={{ backgroundColor: themeColor }}>
        <Link to="/homePage" className="sh-topbar__brand">
          <span className="sh-topbar__logo" aria-hidden="true">{(schoolName ?? t('app.name')).slice(0, 1)}</span>
          <span className="sh-topbar__names">
            <span className="sh-topbar__school">{schoolName ?? t('app.name')}</span>
            {schoolName ? <span className="sh-topbar__product">{t('app.name')}</span> : null}
          </span>
        </Link>
        <div className="sh-topbar__nav"><TopNav isBuilt={isBuilt} /></div>
        <div className="sh-topbar__tools">
          <LanguageSwitch tone="light" />
          <ChatLauncher />
          <MessageBell />
          <UserMenu />
        </div>
      </header>
      <main className="sh-main" id="main" tabIndex={-1}>
        {children}
      </main>
      {footerHidden ? null : <Footer />}
      {noticesHidden ? null : <Suspense fallback={null}><NoticeLayer /></Suspense>}
      <RobotLauncher />
    </div>
  );
}
