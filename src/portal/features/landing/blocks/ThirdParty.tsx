import { useCallback } from 'react';
import { queryThirdParty } from '../../../../shared/api/catalogue/prelogin';
import { isAllowedImageUrl } from '../../../../shared/rules/file-url';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { resolveOpenableUrl } from '../../../app/service-opener';
import { BlockSection } from '../BlockSection';

const SKELETON_LOGOS = 6;

/** Third-party platforms: logo links that open in a new tab, without a way back into the portal (noopener). */
export function ThirdPartyBlock({ column }: { column: PreLoginColumn }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(async () => {
    const parties = await s.blade.call(queryThirdParty, {}, { silent: true });
    // Only http(s) and portal addresses become links; a configured javascript: URL is never rendered.
    return parties.flatMap((p) => {
      const href = resolveOpenableUrl(p.url);
      return href === null ? [] : [{ ...p, href }];
    });
  }, [s]);
  const { state, reload } = useCall(load);
  return (
    <BlockSection
      blockKey="thirdParty"
      title={column.title}
      state={state}
      onRetry={reload}
      isEmpty={(parties) => parties.length === 0}
      emptyText={t('landing.thirdParty.empty')}
      skeleton={(
        <ul className="lp-tiles">
          {Array.from({ length: SKELETON_LOGOS }, (_, i) => <li key={i} className="lp-tile lp-skeleton__box" />)}
        </ul>
      )}
    >
      {(parties) => (
        <ul className="lp-tiles">
          {parties.map((party) => (
            <li key={party.id}>
              <a className="lp-tile" href={party.href} target="_blank" rel="noopener noreferrer">
                {isAllowedImageUrl(party.logo) ? (
                  <img className="lp-tile__logo" src={party.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="lp-tile__logo lp-tile__logo--letter" aria-hidden="true">{Array.from(party.name.trim())[0] ?? '·'}</span>
                )}
                <span className="lp-tile__name">{party.name}</span>
                <span className="sh-visually-hidden">{t('landing.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
