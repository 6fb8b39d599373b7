import type { Queryable } from '../db/client';
import { preLoginCarousel, preLoginConfigs, schoolProfiles, thirdPartyPlatforms } from '../db/schema/prelogin';
import { DEFAULT_PRE_LOGIN_CONFIG } from '../features/prelogin/default-config';
import { storeFile } from '../features/files/services/store-file';
import { fileUrl } from '../../shared/rules/file-url';
import { CAROUSEL_SLIDES, carouselSvg, DEMO_FOOTER, logoSvg, SCHOOL_PROFILE, THIRD_PARTIES } from './data/prelogin-content';

const SVG = 'image/svg+xml';

/** Seeds the landing page of one tenant: its config, the school's profile, third-party platforms and the carousel. */
export async function seedPreLoginContent(tx: Queryable, tenantId: string): Promise<void> {
  await tx.insert(preLoginConfigs).values({ tenantId, config: { ...DEFAULT_PRE_LOGIN_CONFIG, footer: DEMO_FOOTER } });
  const schoolLogo = await storeFile(tx, tenantId, { fileName: 'school-logo.svg', mime: SVG, bytes: logoSvg('华', '#087EEB') });
  await tx.insert(schoolProfiles).values({ tenantId, ...SCHOOL_PROFILE, logo: fileUrl(schoolLogo) });
  const parties = [];
  for (const [i, p] of THIRD_PARTIES.entries()) {
    const logo = await storeFile(tx, tenantId, { fileName: `third-party-${p.key}.svg`, mime: SVG, bytes: logoSvg([...p.name][0] ?? '', p.color) });
    parties.push({ id: `tp-${tenantId}-${p.key}`, tenantId, name: p.name, logo: fileUrl(logo), url: p.url, sort: (i + 1) * 10 });
  }
  await tx.insert(thirdPartyPlatforms).values(parties);
  const slides = [];
  for (const [i, s] of CAROUSEL_SLIDES.entries()) {
    const fileId = await storeFile(tx, tenantId, { fileName: `carousel-${s.key}.svg`, mime: SVG, bytes: carouselSvg(s.title, s.subtitle, s.color) });
    slides.push({ id: `carousel-${tenantId}-${s.key}`, tenantId, title: s.title, fileId, linkUrl: s.link, sort: (i + 1) * 10 });
  }
  await tx.insert(preLoginCarousel).values(slides);
}
