import { useState } from 'react';
import { cancelCollect, collect } from '../../../shared/api/catalogue/directory';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { useButtonGuard, type ButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { errorMessage } from '../../../shared/api/error-message';

/**
 * 收藏 / 取消收藏, optimistic: the button turns at once; when the server refuses it turns back and a toast says why.
 * `onChange` hears the state the server confirmed, never a guess that is rolled back.
 */
export function useCollect(serviceId: string, initial: boolean, onChange?: (serviceId: string, collected: boolean) => void): {
  collected: boolean; toggle: ButtonGuard<[]>;
} {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const localise = useServerMessage();
  const [collected, setCollected] = useState(initial);

  const toggle = useButtonGuard(async () => {
    const wanted = !collected;
    setCollected(wanted);
    try {
      // silent: the toast below names what failed, rather than the bare server message.
      const answer = await s.blade.call(wanted ? collect : cancelCollect, { serviceId }, { silent: true });
      setCollected(answer.collected);
      onChange?.(serviceId, answer.collected);
    } catch (error) {
      setCollected(!wanted);
      const msg = localise(errorMessage(error));
      toast.error(t(wanted ? 'serviceDetail.collectFailed' : 'serviceDetail.uncollectFailed', { msg }));
    }
  });
  return { collected, toggle };
}
