import { Create, Edit } from 'react-admin';
import { DutyForm } from './DutyForm';
import { useDutyTexts } from './texts';

// Pessimistic: a refused save must reach the form's fields, not vanish behind an already-shown success.
export function DutyCreate() {
  const t = useDutyTexts();
  return (
    <Create redirect="list" mutationMode="pessimistic" title={t.create}>
      <DutyForm />
    </Create>
  );
}

export function DutyEdit() {
  const t = useDutyTexts();
  return (
    <Edit redirect="list" mutationMode="pessimistic" title={t.title}>
      <DutyForm />
    </Edit>
  );
}
