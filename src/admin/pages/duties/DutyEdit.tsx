import { Create, Edit } from 'react-admin';
import { DutyForm } from './DutyForm';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

// Pessimistic: a refused save must reach the form's fields, not vanish behind an already-shown success.
export function DutyCreate() {
  const { t } = useStudioTranslation();
  return (
    <Create redirect="list" mutationMode="pessimistic" title={t('duties.create')}>
      <DutyForm />
    </Create>
  );
}

export function DutyEdit() {
  const { t } = useStudioTranslation();
  return (
    <Edit redirect="list" mutationMode="pessimistic" title={t('duties.title')}>
      <DutyForm />
    </Edit>
  );
}
