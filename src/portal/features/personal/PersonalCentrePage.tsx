import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { personInfoDetail } from '../../../shared/api/catalogue/personal';
import { useServices } from '../../app/services';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useRawUrl } from '../../app/raw-url';
import { FeedbackProgress } from '../robot';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { FavouritesSection } from './FavouritesSection';
import { MyApplicationsSection } from './MyApplicationsSection';
import { MyMessagesSection } from './MyMessagesSection';
import { ProfileSection } from './ProfileSection';
import { RatingsSection } from './RatingsSection';
import { RecentSection } from './RecentSection';
import { RoleSwitchSection } from './RoleSwitchSection';
import { PANEL_ID, SectionNav, tabId } from './SectionNav';
import { SecuritySection } from './SecuritySection';
import {
  BACK_PATH_KEY, PERSONAL_CARD_KEY, SECTIONS, backTarget, chooseSection, rememberSection, sectionHref, visibleSections,
  type Section,
} from './sections';
import { ThemeSection } from './ThemeSection';
import './personal.css';
import './texts';

/**
 * /PersonalCenter: the signed-in user's own things as sections — a side menu, tabs on a phone. The section is in
 * the address (`?tab=`), else the stored personal card, else STATE-02's PersonalInformation; 返回 goes to the
 * stored back path (STATE-02: homePage).
 */
export function PersonalCentrePage() {
  return (
    <ServiceOpenerProvider>
      <PersonalCentre />
    </ServiceOpenerProvider>
  );
}

function PersonalCentre() {
  const { t } = useTranslation();
  const s = useServices();
  const { search } = useRawUrl();
  const [path, navigate] = useLocation();
  // silent: the sections that need it show the failure in place, with a retry.
  const { state: info, reload } = useCall(s.blade, personInfoDetail, {});

  const visible = useMemo(
    () => visibleSections(info.status === 'success' ? info.data.roles.length : 0),
    [info],
  );
  const tab = new URLSearchParams(search).get('tab');
  // Until the roles are known, a request for role switching is taken at its word; the section shows the loading.
  const section = chooseSection(tab, s.store.get(PERSONAL_CARD_KEY), info.status === 'loading' ? SECTIONS : visible);
  const navSections = visible.includes(section) ? visible : SECTIONS.filter((x) => x === section || visible.includes(x));
  const back = backTarget(s.store.get(BACK_PATH_KEY));

  // The personal card follows what is shown, so the next visit opens here.
  useEffect(() => { rememberSection(s.store, section); }, [s, section]);

  const select = (next: Section) => navigate(sectionHref(path, search, next));

  return (
    <div className="pc-page">
      <header className="pc-head">
        <Link href={back} className="pc-back">
          <span aria-hidden="true">‹ </span>{t('personal.back')}
        </Link>
        <h1 className="pc-head__title">{t('personal.title')}</h1>
      </header>
      <div className="pc-layout">
        <SectionNav sections={navSections} current={section} onSelect={select} />
        <section id={PANEL_ID} className="pc-panel" role="tabpanel" aria-labelledby={tabId(section)}>
          <h2 className="pc-panel__title">{t(`personal.sections.${section}`)}</h2>
          {section === 'PersonalInformation' ? <ProfileSection info={info} onRetry={reload} /> : null}
          {section === 'MyApplications' ? <MyApplicationsSection /> : null}
          {section === 'MyMessages' ? <MyMessagesSection /> : null}
          {section === 'RoleSwitching' ? <RoleSwitchSection info={info} onRetry={reload} /> : null}
          {section === 'AccountSecurity' ? <SecuritySection /> : null}
          {section === 'MyCollection' ? <FavouritesSection /> : null}
          {section === 'MyEvaluation' ? <RatingsSection /> : null}
          {section === 'MyFeedback' ? <FeedbackProgress /> : null}
          {section === 'ThemeSettings' ? <ThemeSection /> : null}
          {section === 'RecentServices' ? <RecentSection /> : null}
        </section>
      </div>
    </div>
  );
}
