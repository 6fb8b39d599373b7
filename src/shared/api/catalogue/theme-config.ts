import { themeSchema } from '../../schema/home';
import { guiseSchema, themeDocumentSchema, themeSetUpRequestSchema } from '../../schema/theme-config';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';

/**
 * The studio's theme calls (doc2 §7 themeSetUp submit, platformapplyguiselogo), granted by the configuration menu
 * homePageConfig. They edit the theme area's draft; users see a change when it is published.
 */

/** The themes in display order and the platform default. */
export const themeSetUpSubmit = defineCall({
  name: 'themeSetUpSubmit', method: 'POST', path: '/api/blade-platform/themeSetUp/submit', request: themeSetUpRequestSchema,
  response: themeDocumentSchema,
});

/** The school's name and logo on the landing header. */
export const guiseLogoSubmit = defineCall({
  name: 'guiseLogoSubmit', method: 'POST', path: '/api/blade-workbench/platformapplyguiselogo/submit', request: guiseSchema,
  response: themeDocumentSchema,
});

/** Draft status, publish, history, versions, compare, rollback, audit; the preview is the default theme. */
export const themeStudio = defineStudioCalls('theme', themeDocumentSchema, themeSchema);
