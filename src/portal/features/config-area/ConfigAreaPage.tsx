import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Redirect, useLocation } from 'wouter';
import { isLang } from '../../../shared/i18n';
import { CONFIG_AREA_PATH, normalisePath } from '../../../shared/rules/route-guard';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useAsync } from '../../lib/use-async';
import { ADMIN_CSS_META, ADMIN_ENTRY_META, isAdminModule, type AdminModule } from './admin-contract';
import { ensureStylesheets } from './stylesheets';
import './config-area.css';

/**
 * /userFrameConfig/*: loads the studio bundle by the URL in index.html and mounts it with the user's
 * configuration menu. The guard has already checked the menu (ROUTE-03) and cached it.
 */
export function ConfigAreaPage() {
  const { t, i18n } = useTranslation();
  const s = useServices();
  const [pathname, navigate] = useLocation();
  const hostRef = useRef<HTMLDivElement>(null);
  const entries = s.configMenu.cached() ?? [];

  const load = useCallback(async (): Promise<AdminModule> => {
    const url = s.readMeta(ADMIN_ENTRY_META);
    if (!url) throw new Error(`meta ${ADMIN_ENTRY_META} missing`);
    ensureStylesheets((s.readMeta(ADMIN_CSS_META) ?? '').split(',').filter(Boolean));
    const mod = await s.loadAdmin(url);
    if (!isAdminModule(mod)) throw new Error('the studio bundle exports no mount()');
    return mod;
  }, [s]);
  const { state, reload } = useAsync(load);

  const currentPath = normalisePath(pathname);
  const lang = isLang(i18n.language) ? i18n.language : 'zh-CN';
  const admin = state.status === 'success' ? state.data : null;
  const first = entries.find((e) => normalisePath(e.path).startsWith(`${CONFIG_AREA_PATH}/`));

  useEffect(() => {
    const host = hostRef.current;
    if (!admin || !host) return;
    // A fresh element per mount: the studio's root unmounts a moment later, after React finishes this commit.
    const element = document.createElement('div');
    element.className = 'sh-config-area__mount';
    host.appendChild(element);
    const unmount = admin.mount(element, {
      entries: s.configMenu.cached() ?? [], currentPath, lang, navigate: (path) => navigate(path),
    });
    return () => {
      unmount();
      element.remove();
    };
  }, [admin, currentPath, lang, navigate, s]);

  if (currentPath === CONFIG_AREA_PATH && first) return <Redirect to={first.path} replace />;

  return (
    <div className="sh-config-area">
      {state.status === 'loading' ? <Loading label={t('configArea.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('configArea.loadFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {entries.length === 0 && state.status === 'success' ? <p>{t('configArea.empty')}</p> : null}
      <div ref={hostRef} className="sh-config-area__host" />
    </div>
  );
}
