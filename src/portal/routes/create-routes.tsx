import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ConfigAreaPage } from '../features/config-area/ConfigAreaPage';
import { HomePage } from '../features/home/HomePage';
import { Shell } from '../features/shell/Shell';
import { DeletedMessagePage } from '../features/status-pages/DeletedMessagePage';
import { NoPowerPage } from '../features/status-pages/NoPowerPage';
import { NotFoundPage } from '../features/status-pages/NotFoundPage';
import { isBuiltPath } from './built-routes';
import { Landing } from './Landing';
import { RootLayout } from './RootLayout';
import { CONFIG_AREA_CHILDREN, HOME_PAGE_PATH, SHELL_CHILDREN, SHELL_PATH } from './route-table';

function Standalone({ children }: { children: ReactNode }) {
  return <main className="sh-standalone" id="main">{children}</main>;
}

/** Pages built so far; every other registered route shows the not-found page until its issue builds it. */
const builtShellPages: Readonly<Record<string, ReactNode>> = {
  '/homePage': <HomePage />,
  '/noPower': <NoPowerPage />,
};

/** The route tree of doc1 §2. Built once per page; tests build it for a memory router. */
export function createRoutes(): RouteObject[] {
  const shellChildren: RouteObject[] = SHELL_CHILDREN.filter((path) => path !== '/userFrameConfig').map((path) => ({
    path,
    element: builtShellPages[path] ?? <NotFoundPage />,
  }));
  return [{
    element: <RootLayout />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/deleteNoPag', element: <DeletedMessagePage /> },
      { path: '/generalDetailsTow', element: <Standalone><NotFoundPage /></Standalone> },
      { path: '/allServices', element: <Standalone><NotFoundPage /></Standalone> },
      {
        element: <Shell isBuilt={isBuiltPath} />,
        children: [
          { path: SHELL_PATH, element: <Navigate to={HOME_PAGE_PATH} replace /> },
          ...shellChildren,
          {
            // One element for the whole area, so moving between its pages keeps the studio loaded (ROUTE-08).
            path: '/userFrameConfig',
            element: <ConfigAreaPage />,
            // The area's element renders every child itself; `element: null` says so to the router.
            children: [{ index: true, element: null }, ...CONFIG_AREA_CHILDREN.map((name) => ({ path: name, element: null }))],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  }];
}
