import type { ReactNode } from 'react';
import type { FaqHit, GuideHit, NewsHit } from '../../../shared/schema/search';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { useDirectoryCalls } from './directory-mode';
import './search-texts';

const PER_GROUP = 5;

/**
 * Results beyond services for the page's keyword (ADR 027): guides with the passage that matched, news and the
 * robot's answers, each in its own group. Shown only when some group has something; a failure leaves them out (the
 * service list is the page's answer, these only add to it).
 */
export function MoreResults({ keyword, guideHref, onFaq }: {
  keyword: string;
  guideHref(serviceId: string): string;
  onFaq(faq: FaqHit): void;
}) {
  const { t } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const calls = useDirectoryCalls();
  const { state } = useCall(s.blade, calls.suggest, { keyword, size: PER_GROUP });
  if (state.status !== 'success') return null;
  const { guides, news, faq } = state.data;
  if (guides.length + news.length + faq.length === 0) return null;
  return (
    <section className="sc-panel" aria-labelledby="sc-more-title">
      <h2 id="sc-more-title" className="sc-panel__title">{t('siteSearch.more.title')}</h2>
      <div className="sc-more">
        {guides.length > 0 ? <Group title={t('siteSearch.more.guides')} items={guides} render={(g: GuideHit) => (
          <a className="sc-more__link" href={guideHref(g.serviceId)}>
            <span className="sc-more__name">{text(g, 'serviceName')}</span>
            {g.snippet ? <span className="sc-more__detail">{g.snippet}</span> : null}
          </a>
        )} keyOf={(g) => g.serviceId} /> : null}
        {news.length > 0 ? <Group title={t('siteSearch.more.news')} items={news} render={(n: NewsHit) => (
          n.url ? (
            <a className="sc-more__link" href={n.url} target="_blank" rel="noopener noreferrer">
              <span className="sc-more__name">{n.title}<span className="sh-visually-hidden">{t('siteSearch.more.newWindow')}</span></span>
              <span className="sc-more__detail">{n.summary}</span>
            </a>
          ) : (
            <span className="sc-more__link"><span className="sc-more__name">{n.title}</span><span className="sc-more__detail">{n.summary}</span></span>
          )
        )} keyOf={(n) => n.id} /> : null}
        {faq.length > 0 ? <Group title={t('siteSearch.more.faq')} items={faq} render={(f: FaqHit) => (
          <button type="button" className="sc-more__link" onClick={() => onFaq(f)}>
            <span className="sc-more__name">{f.question}</span>
            <span className="sc-more__detail">{f.answer}</span>
          </button>
        )} keyOf={(f) => f.questionId} /> : null}
      </div>
    </section>
  );
}

function Group<T>({ title, items, render, keyOf }: {
  title: string;
  items: readonly T[];
  render(item: T): ReactNode;
  keyOf(item: T): string;
}) {
  return (
    <div>
      <h3 className="sc-muted">{title}</h3>
      <ul className="sc-more__list">
        {items.map((item) => <li key={keyOf(item)}>{render(item)}</li>)}
      </ul>
    </div>
  );
}
