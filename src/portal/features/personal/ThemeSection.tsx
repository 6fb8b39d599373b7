import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ThemePicker } from '../themes/ThemePicker';
import { useTheme } from '../themes/use-theme';
import { DEFAULT_THEME_COLOR } from '../../../shared/state/defaults';

/** 主题设置: the current theme, and the portal's theme picker to choose another. */
export function ThemeSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const colour = theme?.themeColor || DEFAULT_THEME_COLOR;
  return (
    <>
      <p className="pc-intro">{t('personal.theme.intro')}</p>
      <div className="pc-theme">
        <span className="pc-theme__swatch" style={{ backgroundColor: colour }} aria-hidden="true" />
        <span className="pc-theme__text">
          <span className="pc-theme__label">{t('personal.theme.current')}</span>
          <span className="pc-theme__name">{theme?.themeName || t('personal.theme.default')}</span>
        </span>
        <button ref={buttonRef} type="button" className="sh-button" onClick={() => setOpen(true)}>
          {t('personal.theme.change')}
        </button>
      </div>
      {open ? <ThemePicker onClose={() => setOpen(false)} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
