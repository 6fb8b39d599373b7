import { Create } from 'react-admin';
import { CardForm } from './CardForm';

export function CardCreate() {
  return (
    // Pessimistic: the server's refusal must reach the form's fields.
    <Create redirect="edit" mutationMode="pessimistic">
      <CardForm />
    </Create>
  );
}
