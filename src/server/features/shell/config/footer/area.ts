import { footerInfo } from '../../../../db/schema/shell';
import { footerDocumentSchema, type FooterDocument } from '../../../../../shared/schema/footer-config';
import type { FooterInfo } from '../../../../../shared/schema/shell';
import type { ConfigAreaDef } from '../../../../drafts/area';
import { getFooterInfo } from '../../services/get-footer-info';

/**
 * The home page footer (ADR 009 area `homeFooter`, menu homePageConfig): one document, the tenant's footer_info
 * row, which homePage/getFooterInfo reads. Every role sees the same footer.
 */
export const footerArea: ConfigAreaDef<FooterDocument, FooterInfo> = {
  area: 'homeFooter',
  menu: 'homePageConfig',
  schema: footerDocumentSchema,
  readLive: (db, tenantId) => getFooterInfo(db, tenantId),
  async materialise(tx, tenantId, body) {
    await tx.insert(footerInfo).values({ tenantId, ...body }).onConflictDoUpdate({ target: footerInfo.tenantId, set: body });
  },
  preview: async (_db, _tenantId, body) => body,
};
