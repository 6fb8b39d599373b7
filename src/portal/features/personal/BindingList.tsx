import { useState } from 'react';
import { bindList, removeBind } from '../../../shared/api/catalogue/personal';
import type { AccountBinding } from '../../../shared/schema/personal';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useDateTime } from '../ratings/format-time';
import { ConfirmDialog } from './ConfirmDialog';

/** The third-party accounts bound to the user's, each with 解除绑定 behind a question. */
export function BindingList() {
  const { t } = useTranslation();
  const s = useServices();
  const dateTime = useDateTime();
  const { state, reload } = useCall(s.blade, bindList, {});
  const [chosen, setChosen] = useState<AccountBinding | null>(null);
  const [removed, setRemoved] = useState<AccountBinding | null>(null);

  async function unbind(binding: AccountBinding): Promise<void> {
    // silent: the dialog shows the reason beside its button.
    await s.blade.call(removeBind, { id: binding.id }, { silent: true });
    setChosen(null);
    setRemoved(binding);
    reload();
  }

  return (
    <section className="pc-block" aria-labelledby="pc-bindings-title">
      <h3 id="pc-bindings-title" className="pc-block__title">{t('personal.security.bindings')}</h3>
      <p className="pc-status" role="status">
        {removed ? t('personal.security.unbound', { provider: removed.providerName }) : ''}
      </p>
      {state.status === 'loading' ? <Loading label={t('personal.security.bindingsLoading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.security.bindingsFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="pc-empty">{t('personal.security.bindingsEmpty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="pc-list">
          {state.data.map((binding) => (
            <li key={binding.id} className="pc-list__row">
              <span className={`pc-provider pc-provider--${binding.provider}`} aria-hidden="true">{Array.from(binding.providerName)[0] ?? '·'}</span>
              <span className="pc-list__text">
                <span className="pc-list__name">{binding.providerName} · {binding.externalName}</span>
                {dateTime(binding.boundAt) ? (
                  <span className="pc-list__meta">{t('personal.security.boundAt', { time: dateTime(binding.boundAt) })}</span>
                ) : null}
              </span>
              <button
                type="button"
                className="sh-button sh-button--secondary pc-list__action"
                aria-label={t('personal.security.unbindLabel', { provider: binding.providerName, name: binding.externalName })}
                onClick={() => { setRemoved(null); setChosen(binding); }}
              >
                {t('personal.security.unbind')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <ConfirmDialog
          title={t('personal.security.unbindTitle')}
          body={t('personal.security.unbindBody', { provider: chosen.providerName, name: chosen.externalName })}
          confirmLabel={t('personal.security.unbindConfirm')}
          onConfirm={() => unbind(chosen)}
          onClose={() => setChosen(null)}
          failure={(reason) => t('personal.security.unbindFailed', { reason })}
        />
      ) : null}
    </section>
  );
}
