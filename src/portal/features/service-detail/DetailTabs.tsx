import { useState } from 'react';
import { Link } from 'wouter';
import type { GuestServiceDetails } from '../../../shared/schema/directory';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { panelId, tabId, Tabs, type TabSpec } from '../cards/parts/Tabs';
import { ServiceGuideView } from '../guides';
import { RateServiceButton, RatingSummary } from '../ratings';

export type DetailTab = 'intro' | 'guide' | 'ratings';

function isDetailTab(id: string): id is DetailTab {
  return id === 'intro' || id === 'guide' || id === 'ratings';
}

export interface DetailTabsProps {
  /** Unique on the page (useId): ties each tab to its panel. */
  prefix: string;
  details: GuestServiceDetails;
  visitor: boolean;
  tab: DetailTab;
  onTab(tab: DetailTab): void;
  /** After the user rated the service. */
  onRated(): void;
  onLeave(): void;
}

/** The id of a tab's button, for moving focus to it. */
export const detailTabId = (prefix: string, tab: DetailTab): string => tabId(prefix, tab);

/**
 * 服务介绍, 办事指南 (only when the service has one) and 服务评价 as a WAI-ARIA tab list (arrow keys, Home, End).
 * Only the shown panel is rendered, so the guide and the ratings load when first asked for.
 */
export function DetailTabs({ prefix, details, visitor, tab, onTab, onRated, onLeave }: DetailTabsProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const description = text(details, 'description');
  // Bumped after a rating: the summary remounts and shows it.
  const [ratingsVersion, setRatingsVersion] = useState(0);
  const tabs: TabSpec[] = [
    { id: 'intro', label: t('serviceDetail.tabIntro') },
    ...(details.hasGuide ? [{ id: 'guide', label: t('serviceDetail.tabGuide') }] : []),
    { id: 'ratings', label: t('serviceDetail.tabRatings') },
  ];

  return (
    <div className="sd-tabs">
      <Tabs
        label={t('serviceDetail.tabs')}
        tabs={tabs}
        active={tab}
        onChange={(id) => { if (isDetailTab(id)) onTab(id); }}
        prefix={prefix}
        className="sd-tabs__list"
      />
      <div
        role="tabpanel"
        id={panelId(prefix, tab)}
        aria-labelledby={tabId(prefix, tab)}
        // The panel itself takes focus when it holds nothing focusable (the description).
        tabIndex={0}
        className="sd-tabs__panel"
      >
        {tab === 'intro' ? (
          <p className="sd-description">{description.trim() === '' ? t('serviceDetail.noDescription') : description}</p>
        ) : null}
        {tab === 'guide' ? <ServiceGuideView serviceId={details.serviceId} visitor={visitor} headingLevel={3} /> : null}
        {tab === 'ratings' ? (
          <div className="sd-ratings">
            {visitor ? (
              <Link href="/login" className="sh-button sh-button--secondary sd-ratings__login" onClick={onLeave}>
                {t('serviceDetail.loginToRate')}
              </Link>
            ) : (
              <RateServiceButton
                serviceId={details.serviceId}
                serviceName={text(details, 'serviceName')}
                onRated={() => {
                  setRatingsVersion((n) => n + 1);
                  onRated();
                }}
              />
            )}
            <RatingSummary key={ratingsVersion} serviceId={details.serviceId} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
