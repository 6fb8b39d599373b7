import { useId, useRef, useState, type RefObject } from 'react';
import { getThemeManageList, userThemeSubmit } from '../../../shared/api/catalogue/home';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { Theme } from '../../../shared/schema/home';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { isHexColor } from '../../../shared/rules/theme-colors';
import { themeStoreFor } from './theme-store';
import { useTheme } from './use-theme';
import './texts';
import './themes.css';
import { errorMessage } from '../../../shared/api/error-message';

type Outcome = { kind: 'applied'; name: string } | { kind: 'failed'; reason: string } | null;

/**
 * 主题设置: the themes of getThemeManageList with their colour and banner; choosing one saves it
 * (userThemeSubmit) and applies it across the portal at once. A modal Dialog; focus starts on its close button and
 * goes back to the menu's trigger.
 */
export function ThemePicker({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const current = useTheme();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { state, reload } = useCall(s.blade, getThemeManageList, {});

  // SHELL-09: one guard for the whole list, so a second pick waits for the first to be saved.
  const choose = useButtonGuard(async (theme: Theme) => {
    setOutcome(null);
    try {
      // silent: the dialog says what went wrong right where the user is looking.
      const saved = await s.blade.call(userThemeSubmit, { themeId: theme.themeId }, { silent: true });
      themeStoreFor(s.store).set(saved);
      setOutcome({ kind: 'applied', name: saved.themeName });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: errorMessage(error, '') });
    }
  });

  return (
    <Dialog labelledBy={titleId} className="sh-theme-dialog" onClose={onClose} initialFocus={closeRef} returnFocus={returnFocusTo}>
      <div className="sh-theme-dialog__head">
        <h2 id={titleId} className="sh-theme-dialog__title">{t('themes.title')}</h2>
        <button ref={closeRef} type="button" className="sh-theme-dialog__close" aria-label={t('themes.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="sh-theme-dialog__intro">{t('themes.intro')}</p>
      {state.status === 'loading' ? <Loading label={t('themes.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('themes.loadFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="sh-theme-dialog__empty">{t('themes.empty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="sh-theme-list">
          {state.data.map((theme) => {
            const isCurrent = current?.themeId === theme.themeId;
            const colour = isHexColor(theme.themeColor) ? theme.themeColor : undefined;
            return (
              <li key={theme.themeId}>
                <button
                  type="button"
                  className="sh-theme-option"
                  aria-pressed={isCurrent}
                  disabled={choose.disabled}
                  onClick={() => choose.onClick(theme)}
                >
                  {isAllowedImageUrl(theme.themeImg) ? (
                    <img className="sh-theme-option__banner" src={theme.themeImg} alt={t('themes.bannerPreview', { name: theme.themeName })} />
                  ) : (
                    <span className="sh-theme-option__banner sh-theme-option__banner--none" style={{ backgroundColor: colour }}>
                      {t('themes.noBanner')}
                    </span>
                  )}
                  <span className="sh-theme-option__row">
                    <span className="sh-theme-option__swatch" style={{ backgroundColor: colour }} aria-hidden="true" />
                    <span className="sh-theme-option__name">{theme.themeName}</span>
                    {colour ? <span className="sh-theme-option__code">{colour}</span> : null}
                    {isCurrent ? <span className="sh-theme-option__current">{t('themes.current')}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={`sh-theme-dialog__status${outcome?.kind === 'failed' ? ' sh-theme-dialog__status--error' : ''}`} role="status">
        {choose.disabled && outcome === null ? t('themes.saving') : null}
        {outcome?.kind === 'applied' ? t('themes.applied', { name: outcome.name }) : null}
        {outcome?.kind === 'failed' ? t('themes.failed', { reason: localise(outcome.reason) }) : null}
      </p>
    </Dialog>
  );
}
