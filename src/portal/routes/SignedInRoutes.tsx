import { lazy, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { CONFIG_AREA_PATH, HOME_PAGE_PATH, normalisePath } from '../../shared/rules/route-guard';
import { ConfigAreaPage } from '../features/config-area/ConfigAreaPage';
import { LazyBoundary } from '../components/LazyBoundary';
import { EfficiencyPage } from '../features/efficiency';
import { Shell } from '../features/shell/Shell';
import { NoPowerPage } from '../features/status-pages/NoPowerPage';
import { NotFoundPage } from '../features/status-pages/NotFoundPage';
import { isBuiltPath } from './built-routes';
import { CONFIG_AREA_ROUTE, isStudioPath, SHELL_CHILDREN, SHELL_PATH } from './route-table';

// Each portal page loads its own chunk on first visit, so a studio path loads only the shell and a portal path only
// its page (ADR 034). A page's chunk starts as soon as this module runs on its path, not when the page renders.
const loadHome = () => import('../features/home/HomePage');
const loadCentre = () => import('../features/directory');
const loadThreeLists = () => import('../features/three-lists');
const loadPersonal = () => import('../features/personal');
const loadFrame = () => import('../features/frame-pages/FramePage');
const HomePage = lazy(() => loadHome().then((m) => ({ default: m.HomePage })));
const ServiceCentrePage = lazy(() => loadCentre().then((m) => ({ default: m.ServiceCentrePage })));
const ThreeListsPage = lazy(() => loadThreeLists().then((m) => ({ default: m.ThreeListsPage })));
const PersonalCentrePage = lazy(() => loadPersonal().then((m) => ({ default: m.PersonalCentrePage })));
const FramePage = lazy(() => loadFrame().then((m) => ({ default: m.FramePage })));

const PAGE_CHUNKS: Readonly<Record<string, () => Promise<unknown>>> = {
  [SHELL_PATH]: loadHome,
  '/homePage': loadHome,
  '/applicationServiceCenter': loadCentre,
  '/processServiceCenter': loadCentre,
  '/serviceHall': loadCentre,
  '/threelists': loadThreeLists,
  '/PersonalCenter': loadPersonal,
  '/iframPage': loadFrame,
  '/navIfram': loadFrame,
  '/messageIfrm': loadFrame,
  '/serviceIframPage': loadFrame,
};
const firstPath = normalisePath(window.location.pathname).toLowerCase();
const firstChunk = Object.entries(PAGE_CHUNKS).find(([path]) => path.toLowerCase() === firstPath)?.[1];
// A failed load shows in the page's own boundary when it renders.
if (firstChunk) void firstChunk().catch(() => undefined);

/** Pages built so far; every other registered route shows the not-found page until its issue builds it. */
const builtShellPages: Readonly<Record<string, ReactNode>> = {
  '/homePage': <HomePage />,
  '/noPower': <NoPowerPage />,
  '/applicationServiceCenter': <ServiceCentrePage serviceType="APPLICATION" />,
  '/processServiceCenter': <ServiceCentrePage serviceType="PROCESS" />,
  '/serviceHall': <ServiceCentrePage serviceType="" />,
  '/threelists': <ThreeListsPage />,
  '/effectivenessSupervision': <EfficiencyPage />,
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
          <Route key={path} path={path}><LazyBoundary>{builtShellPages[path] ?? <NotFoundPage />}</LazyBoundary></Route>
        ))}
        <Route><NotFoundPage /></Route>
      </Switch>
    </Shell>
  );
}
