import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { StatusPage } from '../../components/StatusPage';
import { useHomeTarget } from './use-home-target';

/** A registered route whose page is not built yet, or an unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomeTarget();
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={<Link className="sh-button" to={home}>{t('common.backHome')}</Link>}
    />
  );
}
