import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CONFIG_AREA_PATH, HOME_PAGE_PATH } from '../../shared/rules/route-guard';
import { ConfigAreaPage } from '../features/config-area/ConfigAreaPage';
import { ServiceCentrePage } from '../features/directory';
import { FramePage } from '../features/frame-pages';
import { ThreeListsPage } from '../features/three-lists';
import { EfficiencyPage } from '../features/efficiency';
import { LazyBoundary } from '../components/LazyBoundary';
import { PersonalCentrePage } from '../features/personal';
import { HomePage } from '../features/home/HomePage';
import { Shell } from '../features/shell/Shell';
import { NoPowerPage } from '../features/status-pages/NoPowerPage';
import { NotFoundPage } from '../features/status-pages/NotFoundPage';
import { isBuiltPath } from './built-routes';
import { CONFIG_AREA_ROUTE, isStudioPath, SHELL_CHILDREN, SHELL_PATH } from './route-table';

/** Pages built so far; every other registered route shows the not-found page until its issue builds it. */
const builtShellPages: Readonly<Record<string, ReactNode>> = {
  '/homePage': <HomePage />,
  '/noPower': <NoPowerPage />,
  '/applicationServiceCenter': <ServiceCentrePage serviceType="APPLICATION" />,
  '/processServiceCenter': <ServiceCentrePage serviceType="PROCESS" />,
  '/serviceHall': <ServiceCentrePage serviceType="" />,
  '/threelists': <ThreeListsPage />,
  '/effectivenessSupervision': <LazyBoundary><EfficiencyPage /></LazyBoundary>,
  '/PersonalCenter': <PersonalCentrePage />,
  '/iframPage': <FramePage kind="iframPage" />,
  '/navIfram': <FramePage kind="navIfram" />,
  '/messageIfrm': <FramePage kind="messageIfrm" />,
  '/serviceIframPage': <FramePage kind="serviceIframPage" />,
};

/**
 * The /home shell as the layout of the signed-in routes (a chunk of its own, loaded after sign-in). The guard has
 * already let the route through. An address that is no route shows the not-found page inside the shell.
 */
export function SignedInRoutes() {
  return (
    <Shell isBuilt={isBuiltPath} isStudio={isStudioPath}>
      <Switch>
        <Route path={SHELL_PATH}><Redirect to={HOME_PAGE_PATH} replace /></Route>
        {/* One route for the whole area, so moving between its pages keeps the studio loaded (ROUTE-08). */}
        <Route key={CONFIG_AREA_PATH} path={CONFIG_AREA_ROUTE}><ConfigAreaPage /></Route>
        {SHELL_CHILDREN.filter((path) => path !== CONFIG_AREA_PATH).map((path) => (
          <Route key={path} path={path}>{builtShellPages[path] ?? <NotFoundPage />}</Route>
        ))}
        <Route><NotFoundPage /></Route>
      </Switch>
    </Shell>
  );
}
