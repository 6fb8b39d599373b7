import { Edit } from 'react-admin';
import { CardTypeForm } from './CardTypeForm';

export function CardTypeEdit() {
  return (
    // Not react-admin's default "undoable": a refused save would vanish behind an already-shown success.
    <Edit redirect="list" mutationMode="pessimistic">
      <CardTypeForm />
    </Edit>
  );
}
