import { Create } from 'react-admin';
import { CardTypeForm } from './CardTypeForm';

export function CardTypeCreate() {
  return (
    // Pessimistic: the server's refusal must reach the form's fields, and the list shows the saved row at once.
    <Create redirect="list" mutationMode="pessimistic">
      <CardTypeForm />
    </Create>
  );
}
