import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { StatusPage } from '../../components/StatusPage';

/** /noPower: where the guard sends a configuration route the user's menu does not grant (ROUTE-03). */
export function NoPowerPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <StatusPage
      code="403"
      title={t('noPower.title')}
      body={t('noPower.body')}
      action={<button type="button" className="sh-button" onClick={() => navigate('/homePage')}>{t('common.backHome')}</button>}
    />
  );
}
