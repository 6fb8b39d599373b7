import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { footerInfo } from '../../../db/schema/shell';
import type { FooterInfo } from '../../../../shared/schema/shell';

/** A tenant that never saved a footer shows an empty one rather than an error on every page. */
const EMPTY_FOOTER: FooterInfo = { schoolName: '', copyright: '', address: '', phone: '', email: '', icp: '', links: [] };

/** The tenant's footer (one row per tenant). */
export async function getFooterInfo(db: Queryable, tenantId: string): Promise<FooterInfo> {
  const [row] = await db
    .select({
      schoolName: footerInfo.schoolName,
      copyright: footerInfo.copyright,
      address: footerInfo.address,
      phone: footerInfo.phone,
      email: footerInfo.email,
      icp: footerInfo.icp,
      links: footerInfo.links,
    })
    .from(footerInfo)
    .where(eq(footerInfo.tenantId, tenantId));
  return row ?? EMPTY_FOOTER;
}
