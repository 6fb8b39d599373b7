import { useCallback } from 'react';
import { createPortal } from 'react-dom';
import { clientGuideInfo, clientGuideInfoNobody } from '../../../shared/api/catalogue/guides';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { GuideContent } from './GuideContent';
import { isGuideMissing, type GuideAnswer } from './guide-load';
import { usePrint } from './use-print';
import './texts';
import './guides.css';

export interface ServiceGuideViewProps {
  serviceId: string;
  /** A visitor reads clientGuideInfoNobody (guides of services for everyone only). */
  visitor: boolean;
  /** The guide title's heading level (3 inside a dialog whose title is the h2). */
  headingLevel?: 2 | 3;
}

/**
 * A service's guide (办事指南) with a print button. No guide (GUIDE_NOT_FOUND, which a service the caller may not
 * see answers too) is an empty state, not an error: the call is silent and the page says so plainly.
 */
export function ServiceGuideView({ serviceId, visitor, headingLevel = 2 }: ServiceGuideViewProps) {
  const { t } = useTranslation();
  const s = useServices();
  const { printing, print } = usePrint();
  const load = useCallback(async (): Promise<GuideAnswer> => {
    try {
      const guide = await s.blade.call(visitor ? clientGuideInfoNobody : clientGuideInfo, { serviceId }, { silent: true });
      return { kind: 'guide', guide };
    } catch (error) {
      if (isGuideMissing(error)) return { kind: 'missing' };
      throw error;
    }
  }, [s, serviceId, visitor]);
  const { state, reload } = useCall(load);

  if (state.status === 'loading') return <Loading label={t('guides.loading')} />;
  if (state.status === 'error') return <LoadError title={t('guides.failed')} detail={state.error.message} onRetry={reload} />;
  if (state.data.kind === 'missing') {
    return (
      <div className="gd-missing" role="status">
        <span className="gd-missing__icon" aria-hidden="true">?</span>
        <p className="gd-missing__title">{t('guides.missing')}</p>
        <p className="gd-missing__hint">{t('guides.missingHint')}</p>
      </div>
    );
  }

  const { guide } = state.data;
  return (
    <>
      <GuideContent
        guide={guide}
        headingLevel={headingLevel}
        actions={(
          <button type="button" className="sh-button sh-button--secondary gd-print" onClick={print}>
            {t('guides.print')}
          </button>
        )}
      />
      {printing ? createPortal(
        <div className="gd-print-root"><GuideContent guide={guide} headingLevel={2} expandAll /></div>,
        document.body,
      ) : null}
    </>
  );
}
