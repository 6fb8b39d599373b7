import { useState } from 'react';
import { canUserRate } from '../../../shared/api/catalogue/ratings';
import { CANNOT_RATE_REASONS } from '../../../shared/schema/ratings';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useServerMessage } from '../../lib/use-server-message';
import { cannotRateKey } from './cannot-rate';
import { RatingDialog } from './RatingDialog';
import './texts';
import './ratings.css';

export interface RateServiceButtonProps {
  serviceId: string;
  serviceName: string;
  /** After a rating was saved: the caller refreshes what shows ratings (the summary, the average). */
  onRated?(): void;
}

/**
 * 评价服务 for a signed-in user: canUserRate decides. When the user may not rate, the button stays in place,
 * unavailable, and says why (请先使用该服务 / 本次使用已评价). It stays focusable (aria-disabled rather than
 * disabled) so focus is not lost when it turns unavailable after a rating, and a screen reader hears the reason.
 */
export function RateServiceButton({ serviceId, serviceName, onRated }: RateServiceButtonProps) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const [open, setOpen] = useState(false);
  const [ratedId, setRatedId] = useState<string | null>(null);
  const toast = useToast();
  const { state, reload } = useCall(s.blade, canUserRate, { serviceId });

  if (state.status === 'error') {
    return <LoadError className="rt-rate-error" title={t('ratings.rate.checkFailed')} detail={state.error.message} onRetry={reload} />;
  }

  // One rating per use: once this use is rated here, the button says so without asking the server again.
  const reason = ratedId === serviceId ? CANNOT_RATE_REASONS.alreadyRated
    : state.status === 'success' && !state.data.canRate ? state.data.reason : null;
  const checking = state.status === 'loading' && reason === null;
  const unavailable = checking || reason !== null;
  let label = t('ratings.rate.button');
  if (checking) label = t('ratings.rate.checking');
  else if (reason) {
    const key = cannotRateKey(reason);
    label = key ? t(key) : localise(reason);
  }

  return (
    <div className="rt-rate">
      <button
        type="button"
        className="sh-button rt-rate__button"
        aria-disabled={unavailable || undefined}
        onClick={() => { if (!unavailable) setOpen(true); }}
      >
        <span aria-hidden="true">★</span>
        {label}
      </button>
      {open ? (
        <RatingDialog
          serviceId={serviceId}
          serviceName={serviceName}
          onClose={() => setOpen(false)}
          onRated={() => {
            setOpen(false);
            setRatedId(serviceId);
            toast.success(t('ratings.rate.done'));
            onRated?.();
          }}
        />
      ) : null}
    </div>
  );
}
