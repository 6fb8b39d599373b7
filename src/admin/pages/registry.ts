/**
 * The configuration pages the studio has built, by menu entry name. An entry of the user's menu that is not here
 * shows the "not open yet" page. Each page opens on `home` (a path inside the studio's own router) and owns the
 * resources whose list, create and edit pages it shows; other engineers add their pages here.
 */
export interface StudioPage {
  /** The configuration-menu entry (ConfigMenuEntry.name) the page answers. */
  entry: string;
  /** Where the entry opens inside the studio, e.g. `/cardTypes`. */
  home: string;
  /** react-admin resources whose pages belong to this entry. */
  resources: readonly string[];
}

export const STUDIO_PAGES: readonly StudioPage[] = [
  { entry: 'homePageConfig', home: '/cardTypes', resources: ['cardTypes', 'cards', 'themes', 'homeFooter'] },
  { entry: 'cardBusinessConfig', home: '/cardColumns', resources: ['cardColumns'] },
  { entry: 'addNavigation', home: '/navigation', resources: ['navigation'] },
  { entry: 'preLoginConfig', home: '/preLogin', resources: ['preLogin'] },
  { entry: 'effectivenessMonitoringConfig', home: '/efficiencyConfig', resources: ['efficiencyConfig'] },
  { entry: 'serviceHallConfig', home: '/serviceHallCentre', resources: ['serviceHallCentre', 'helpAndFeedback', 'serviceCatalogue'] },
  { entry: 'processServiceCenterConfig', home: '/processCentre', resources: ['processCentre'] },
  { entry: 'applicationServiceCenterConfig', home: '/applicationCentre', resources: ['applicationCentre'] },
  { entry: 'deptResponsibilityListConfig', home: '/duties', resources: ['duties', 'dutyDepts', 'studioUsers', 'directorySync'] },
  { entry: 'managementGuideConfig', home: '/guides', resources: ['guides'] },
  { entry: 'identityAuthConfig', home: '/schoolSignIn', resources: ['schoolSignIn'] },
  { entry: 'businessSystemConfig', home: '/businessSystems', resources: ['businessSystems'] },
];
