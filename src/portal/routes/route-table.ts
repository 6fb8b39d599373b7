/** Every route of doc1 §2, registered so the guard applies to each (ROUTE-01…ROUTE-03, ROUTE-07, ROUTE-08). */

/** The shell's route (ROUTE-07); it shows the home page. */
export const SHELL_PATH = '/home';

/** Children of the /home shell: the shell is their layout (SignedInRoutes), their URLs stay those of the spec. */
export const SHELL_CHILDREN = [
  '/noPower',
  '/homePage',
  '/applicationServiceCenter',
  '/processServiceCenter',
  '/serviceHall',
  '/threelists',
  '/effectivenessSupervision',
  '/PersonalCenter',
  '/userFrameConfig',
  '/cardBusinessConfig',
  '/deptResponsibilityListConfig',
  '/managementGuideConfig',
  '/iframPage',
  '/navIfram',
  '/messageIfrm',
  '/serviceIframPage',
] as const;

/** ROUTE-08: children of /userFrameConfig. */
export const CONFIG_AREA_CHILDREN = [
  'homePageConfig',
  'serviceHallConfig',
  'threeListsConfig',
  'processServiceCenterConfig',
  'applicationServiceCenterConfig',
  'effectivenessMonitoringConfig',
  'preLoginConfig',
  'addNavigation',
  // Not in doc1: the school sign-in settings (ADR 022), granted by the menu of the same name.
  'identityAuthConfig',
  // Not in doc1: the business systems' registration (ADR 024).
  'businessSystemConfig',
] as const;

/**
 * ROUTE-08: the configuration area's one route — the bare /userFrameConfig and its children, nothing else under
 * it — so moving between its pages keeps the studio mounted. Case-insensitive with an optional trailing slash,
 * as the other routes match.
 */
// /cardBusinessConfig, /deptResponsibilityListConfig and /managementGuideConfig are configuration entries outside /userFrameConfig (doc1 §2):
// the same area shows them.
export const CONFIG_AREA_ROUTE = new RegExp(`^(?:/userFrameConfig(?:/(${CONFIG_AREA_CHILDREN.join('|')}))?|/cardBusinessConfig|/deptResponsibilityListConfig|/managementGuideConfig)/?$`, 'i');

/** Whether the address shows the configuration studio, under /userFrameConfig or one of the entries beside it. */
export const isStudioPath = (path: string): boolean => CONFIG_AREA_ROUTE.test(path);

