import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { ServiceGuideView } from '../guides';

/**
 * ?guide=<serviceId>: the service's full guide in place of the list. 返回 goes back to the list exactly as it was
 * (keyword, filters, sort and page stay in the address); the guide view brings its own 打印 button, which prints
 * the guide alone with every section open.
 */
export function GuidePage({ serviceId, backHref }: { serviceId: string; backHref: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list the user came from is gone: start them at the top of what replaced it.
  useEffect(() => { headingRef.current?.focus(); }, [serviceId]);
  return (
    <div className="sc sc-guide">
      <div className="sc-guide__bar">
        <Link href={backHref} className="sc-guide__back" aria-label={t('directory.guide.backLabel')}>
          <span aria-hidden="true">←</span>
          {t('directory.guide.back')}
        </Link>
        <h1 ref={headingRef} className="sc-guide__title" tabIndex={-1}>{t('directory.guide.title')}</h1>
      </div>
      <div className="sc-panel sc-guide__body">
        <ServiceGuideView serviceId={serviceId} visitor={false} headingLevel={2} />
      </div>
    </div>
  );
}
