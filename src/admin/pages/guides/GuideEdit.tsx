import { Edit } from 'react-admin';
import { GuideForm } from './GuideForm';
import { useGuideTexts } from './texts';

export function GuideEdit() {
  const t = useGuideTexts();
  return (
    // Pessimistic: a refused save must reach the form's fields, not vanish behind an already-shown success.
    <Edit redirect="list" mutationMode="pessimistic" title={t.edit}>
      <GuideForm />
    </Edit>
  );
}
