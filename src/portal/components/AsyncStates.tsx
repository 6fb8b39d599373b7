import { useTranslation } from '../lib/i18n-react';
import { useServerMessage } from '../lib/use-server-message';

/** A polite loading line; role="status" so screen readers hear it without losing their place. */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`sh-loading ${className ?? ''}`} role="status">
      <span className="sh-spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

/** A failed fetch: what failed, why (the server's msg, in the reader's language when known), and a way to try again. */
export function LoadError({ title, detail, onRetry, className }: {
  title: string; detail?: string; onRetry?: () => void; className?: string;
}) {
  const { t } = useTranslation();
  const localise = useServerMessage();
  return (
    <div className={`sh-load-error ${className ?? ''}`} role="alert">
      <span className="sh-load-error__title">{title}</span>
      {detail ? <span className="sh-load-error__detail">{localise(detail)}</span> : null}
      {onRetry ? <button type="button" className="sh-link-button" onClick={onRetry}>{t('common.retry')}</button> : null}
    </div>
  );
}
