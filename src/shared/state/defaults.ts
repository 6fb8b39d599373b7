/** STATE-02: the starting values of the stored session state (doc2 §2, §3, §9). */

/** Default theme colour of the signed-in side. */
export const DEFAULT_THEME_COLOR = '#008cff';
/** Theme colour of the pre-login landing page. */
export const LANDING_THEME_COLOR = '#087EEB';
export const DEFAULT_PERSONAL_CARD = 'PersonalInformation';
export const DEFAULT_BACK_PATH = 'homePage';

/** Page keys held in session state (doc2 §2); the spellings are the spec's, including iframPage and Befor. */
export const PAGE_KEYS = {
  homePage: 'homePage',
  iframPage: 'iframPage',
  serviceCenterBeforLogin: 'serviceCenterBeforLogin',
  applicationServiceCenter: 'applicationServiceCenter',
  effectivenessSupervision: 'effectivenessSupervision',
} as const;

/** Default tab of each configuration screen (doc2 §2). */
export const DEFAULT_TABS = {
  cardBusinessConfigTab: 'homePage',
  takeMeToHandleItConfigTab: 'leftConfig',
  stagingConfigTab: 'leftConfig',
  preLoginConfigTab: 'preLoginConfigGlobalConfig',
} as const;

/** Every default above under the session key it is stored with. */
export const SESSION_DEFAULTS = {
  themeColor: DEFAULT_THEME_COLOR,
  landingThemeColor: LANDING_THEME_COLOR,
  personalCard: DEFAULT_PERSONAL_CARD,
  backPath: DEFAULT_BACK_PATH,
  ...DEFAULT_TABS,
} as const;
