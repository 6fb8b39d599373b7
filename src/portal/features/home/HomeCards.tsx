import { getUserApplyCardList } from '../../../shared/api/catalogue/home';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { CardBoard } from './CardBoard';

/** Loads the user's layout (their own order, or their role's default), then hands it to the board. */
export function HomeCards() {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getUserApplyCardList, {});

  if (state.status === 'success') return <CardBoard initial={state.data.cards} />;
  return (
    <section className="hp-cards" aria-labelledby="hp-cards-title" aria-busy={state.status === 'loading'}>
      <div className="hp-cards__head">
        <h2 id="hp-cards-title" className="hp-cards__title">{t('homePage.cards.title')}</h2>
      </div>
      {state.status === 'loading' ? (
        <>
          <p className="sh-visually-hidden" role="status">{t('homePage.cards.loading')}</p>
          <div className="hp-grid hp-grid--ghost" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => <div key={i} className="hp-card-ghost" />)}
          </div>
        </>
      ) : (
        <LoadError title={t('homePage.cards.failed')} detail={state.error.message} onRetry={reload} />
      )}
    </section>
  );
}
