import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Redirect, useLocation } from 'wouter';
import { isLang } from '../../../shared/i18n';
import type { ConfigMenuEntry } from '../../../shared/schema/shell';
import { CONFIG_AREA_PATH, normalisePath } from '../../../shared/rules/route-guard';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useRawUrl } from '../../app/raw-url';
import {
  ADMIN_CSS_META, ADMIN_ENTRY_META, isAdminModule, type AdminModule, type AdminMountHandle, type AdminMountProps,
} from './admin-contract';
import { ensureStylesheets } from './stylesheets';
import './config-area.css';

const NO_ENTRIES: readonly ConfigMenuEntry[] = [];

/**
 * /userFrameConfig/*: loads the studio bundle by the URL in index.html and mounts it once with the user's
 * configuration menu; moves inside the area only update its props, so its state (forms, caches) survives them.
 * The guard has already checked the menu (ROUTE-03) and cached it.
 */
export function ConfigAreaPage() {
  const { t, i18n } = useTranslation();
  const s = useServices();
  const [pathname, navigate] = useLocation();
  const { search } = useRawUrl();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const entries = s.configMenu.cached() ?? NO_ENTRIES;
  // /deptResponsibilityListConfig and /managementGuideConfig are no ROUTE-03 routes, so the guard did not load the
  // menu: the page loads it.
  const [, setMenuLoaded] = useState(false);
  useEffect(() => {
    if (s.configMenu.cached() !== null) return;
    s.configMenu.load().then(() => { setMenuLoaded(true); }, () => undefined);
  }, [s]);

  const load = useCallback(async (): Promise<AdminModule> => {
    const url = s.readMeta(ADMIN_ENTRY_META);
    if (!url) throw new Error(`meta ${ADMIN_ENTRY_META} missing`);
    ensureStylesheets((s.readMeta(ADMIN_CSS_META) ?? '').split(',').filter(Boolean));
    const mod = await s.loadAdmin(url);
    if (!isAdminModule(mod)) throw new Error('the studio bundle exports no mount()');
    return mod;
  }, [s]);
  const { state, reload } = useCall(load);

  const currentPath = normalisePath(pathname);
  const lang = isLang(i18n.language) ? i18n.language : 'zh-CN';
  const admin = state.status === 'success' ? state.data : null;
  const first = entries.find((e) => normalisePath(e.path).startsWith(`${CONFIG_AREA_PATH}/`));

  const props = useMemo<AdminMountProps>(() => ({
    entries, currentPath, currentSearch: search, lang,
    navigate: (path, options) => navigate(path, { replace: options?.replace === true }),
    clients: { blade: s.blade, osp: s.osp },
  }), [entries, currentPath, search, lang, navigate, s]);

  // The latest props, for the mount below, which must not rerun (and remount the studio) when they change.
  const latest = useRef(props);
  const handle = useRef<AdminMountHandle | null>(null);
  useLayoutEffect(() => {
    latest.current = props;
    handle.current?.update(props);
  }, [props]);

  useEffect(() => {
    if (!admin || !host) return;
    // A fresh element per mount: the studio's root unmounts a moment later, after React finishes this commit.
    const element = document.createElement('div');
    element.className = 'sh-config-area__mount';
    host.appendChild(element);
    const mounted = admin.mount(element, latest.current);
    handle.current = mounted;
    return () => {
      handle.current = null;
      mounted.unmount();
      element.remove();
    };
  }, [admin, host]);

  if (currentPath === CONFIG_AREA_PATH && first) return <Redirect to={first.path} replace />;

  return (
    <div className="sh-config-area">
      {state.status === 'loading' ? <Loading label={t('configArea.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('configArea.loadFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {entries.length === 0 && state.status === 'success' ? <p>{t('configArea.empty')}</p> : null}
      <div ref={setHost} className="sh-config-area__host" />
    </div>
  );
}
