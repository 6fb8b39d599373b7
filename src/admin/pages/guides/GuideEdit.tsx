import { Edit } from 'react-admin';
import { GuideForm } from './GuideForm';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export function GuideEdit() {
  const { t } = useStudioTranslation();
  return (
    // Pessimistic: a refused save must reach the form's fields, not vanish behind an already-shown success.
    <Edit redirect="list" mutationMode="pessimistic" title={t('guideConfig.edit')}>
      <GuideForm />
    </Edit>
  );
}
