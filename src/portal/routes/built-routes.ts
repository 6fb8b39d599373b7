import { normalisePath } from '../../shared/rules/route-guard';
import { CONFIG_AREA_CHILDREN } from './route-table';

/**
 * The routes whose pages exist. A registered route that is not here renders the not-found page, and no menu
 * links to it (the top navigation filters on this set). Add a path here in the issue that builds its page.
 */
const builtRoutes: ReadonlySet<string> = new Set([
  '/login',
  '/home',
  '/homePage',
  '/noPower',
  '/deleteNoPag',
  '/generalDetailsTow',
  '/applicationServiceCenter',
  '/processServiceCenter',
  '/serviceHall',
  '/threelists',
  '/effectivenessSupervision',
  '/PersonalCenter',
  '/iframPage',
  '/navIfram',
  '/messageIfrm',
  '/serviceIframPage',
  '/userFrameConfig',
  '/cardBusinessConfig',
  '/deptResponsibilityListConfig',
  '/managementGuideConfig',
  // The config area shows every child with its own entry (title and what it configures).
  ...CONFIG_AREA_CHILDREN.map((name) => `/userFrameConfig/${name}`),
]);

/** Case-insensitive like the router's matching, so /personalcenter and /PersonalCenter agree. */
export function isBuiltPath(path: string): boolean {
  const p = normalisePath(path).toLowerCase();
  for (const built of builtRoutes) if (built.toLowerCase() === p) return true;
  return false;
}
