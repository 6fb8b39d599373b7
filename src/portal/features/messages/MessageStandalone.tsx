import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { ImageViewerProvider } from '../../components/image-viewer';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useTranslation } from '../../lib/i18n-react';
import { signInToMessageHref } from './message-paths';
import './texts';
import './messages.css';

/** The message page for a visitor: a light bar with the product's name and a way to sign in, then the page. */
export function MessageStandalone({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const id = new URLSearchParams(useSearch()).get('id')?.trim() ?? '';
  return (
    <ImageViewerProvider>
      <div className="sh-msg-page">
        <header className="sh-msg-page__bar">
          <Link to="/" className="sh-msg-page__brand">{t('app.name')}</Link>
          <div className="sh-msg-page__tools">
            <LanguageSwitch tone="dark" />
            <Link className="sh-button sh-msg-page__signin" to={id ? signInToMessageHref(id) : '/login'}>
              {t('messages.detail.signIn')}
            </Link>
          </div>
        </header>
        <main className="sh-msg-page__main" id="main" tabIndex={-1}>{children}</main>
      </div>
    </ImageViewerProvider>
  );
}
