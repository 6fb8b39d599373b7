import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import { footerDocumentSchema } from '../../schema/footer-config';
import { footerInfoSchema } from '../../schema/shell';
import { z } from 'zod/mini';

/**
 * The home page footer (doc2 §7 indexfooterinfo: detail, submit), granted by the configuration menu homePageConfig.
 * detail answers the draft and submit replaces it; homePage/getFooterInfo changes when the draft is published.
 */

const FOOTER = '/api/blade-platform/indexfooterinfo';

export const footerDetail = defineCall({
  name: 'indexFooterInfoDetail', method: 'POST', path: `${FOOTER}/detail`, request: z.object({}), response: footerDocumentSchema,
});

export const footerSubmit = defineCall({
  name: 'indexFooterInfoSubmit', method: 'POST', path: `${FOOTER}/submit`, request: footerDocumentSchema, response: footerDocumentSchema,
});

/** Draft status, publish, history, versions, compare, rollback, preview (getFooterInfo's answer) and audit. */
export const footerStudio = defineStudioCalls('homeFooter', footerDocumentSchema, footerInfoSchema);
