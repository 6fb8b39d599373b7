import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { StatusPage } from '../../components/StatusPage';
import { useHomeTarget } from './use-home-target';

/** /deleteNoPag: opened when a message's detail answers '消息已被删除' (MSG-02). Public (ROUTE-01). */
export function DeletedMessagePage() {
  const { t } = useTranslation();
  const home = useHomeTarget();
  return (
    <main className="sh-standalone" id="main">
      <StatusPage
        code="!"
        title={t('deleted.title')}
        body={t('deleted.body')}
        action={<Link className="sh-button" to={home}>{t('common.backHome')}</Link>}
      />
    </main>
  );
}
