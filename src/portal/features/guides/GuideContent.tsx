import { useMemo, type ReactNode } from 'react';
import type { ServiceGuide } from '../../../shared/schema/guides';
import { useTranslation } from '../../lib/i18n-react';
import { phoneNumbers } from './guide-load';

export interface GuideContentProps {
  guide: ServiceGuide;
  /** The level of the guide's title; its sections are one below. */
  headingLevel: 2 | 3;
  /** Opens every FAQ answer (the printed copy). */
  expandAll?: boolean;
  /** Beside the title (the print button on screen). */
  actions?: ReactNode;
}

/**
 * The structured guide: what one needs, brings, does and pays. Texts keep their line breaks; empty sections say so
 * rather than vanish, except the FAQ, which only shows when there are questions.
 */
export function GuideContent({ guide, headingLevel, expandAll = false, actions }: GuideContentProps) {
  const { t, language } = useTranslation();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  const updated = useMemo(() => {
    const time = Date.parse(guide.updateTime);
    return Number.isNaN(time) ? '' : new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
  }, [guide.updateTime, language]);
  const offline = guide.handling === 'OFFLINE';
  const orNone = (text: string): string => (text.trim() === '' ? t('guides.none') : text);
  const phones = phoneNumbers(guide.contactPhone);

  return (
    <article className="gd-guide">
      <header className="gd-guide__head">
        <Title className="gd-guide__title">{t('guides.title', { name: guide.service.serviceName })}</Title>
        {actions}
      </header>
      {updated ? <p className="gd-guide__updated">{t('guides.updated', { date: updated })}</p> : null}

      <section className="gd-section" aria-label={t('guides.facts')}>
        <dl className="gd-facts">
          <div className="gd-fact">
            <dt>{t('guides.handling')}</dt>
            <dd><span className={`gd-badge gd-badge--${offline ? 'offline' : 'online'}`}>{t(offline ? 'guides.offline' : 'guides.online')}</span></dd>
          </div>
          <div className="gd-fact"><dt>{t('guides.timeLimit')}</dt><dd>{orNone(guide.timeLimit)}</dd></div>
          <div className="gd-fact"><dt>{t('guides.fees')}</dt><dd>{orNone(guide.fees)}</dd></div>
          <div className="gd-fact"><dt>{t('guides.department')}</dt><dd>{orNone(guide.department)}</dd></div>
          <div className="gd-fact"><dt>{t('guides.location')}</dt><dd>{orNone(guide.location)}</dd></div>
          <div className="gd-fact">
            <dt>{t('guides.phone')}</dt>
            <dd>
              {phones.length === 0 ? t('guides.none') : phones.map((phone, index) => (
                <span key={`${phone.text}-${index}`} className="gd-phone">
                  {phone.tel ? <a href={phone.tel} aria-label={t('guides.callLabel', { phone: phone.text })}>{phone.text}</a> : phone.text}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </section>

      <section className="gd-section">
        <Section className="gd-section__title">{t('guides.conditions')}</Section>
        <p className="gd-text">{orNone(guide.conditions)}</p>
      </section>

      <section className="gd-section">
        <Section className="gd-section__title">{t('guides.materials')}</Section>
        {guide.materials.length === 0 ? <p className="gd-text">{t('guides.noMaterials')}</p> : (
          <ul className="gd-materials">
            {guide.materials.map((material, index) => (
              <li key={`${material.name}-${index}`} className="gd-material">
                <span className={`gd-badge gd-badge--${material.required ? 'required' : 'optional'}`}>
                  {t(material.required ? 'guides.required' : 'guides.optional')}
                </span>
                <span className="gd-material__body">
                  <span className="gd-material__name">{material.name}</span>
                  {material.note.trim() !== '' ? <span className="gd-material__note">{material.note}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="gd-section">
        <Section className="gd-section__title">{t('guides.steps')}</Section>
        {guide.steps.length === 0 ? <p className="gd-text">{t('guides.noSteps')}</p> : (
          <ol className="gd-steps">
            {guide.steps.map((step, index) => (
              <li key={`${step.title}-${index}`} className="gd-step">
                <span className="gd-step__number">{index + 1}</span>
                <span className="gd-step__body">
                  <span className="gd-step__title">{step.title}</span>
                  {step.detail.trim() !== '' ? <span className="gd-step__detail">{step.detail}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {guide.faq.length > 0 ? (
        <section className="gd-section">
          <Section className="gd-section__title">{t('guides.faq')}</Section>
          <div className="gd-faqs">
            {guide.faq.map((item, index) => (
              <details key={`${item.question}-${index}`} className="gd-faq" open={expandAll || undefined}>
                <summary className="gd-faq__question">{item.question}</summary>
                <p className="gd-faq__answer">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
