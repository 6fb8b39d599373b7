import { Create, Edit, type RaRecord } from 'react-admin';
import { ColumnForm } from './ColumnForm';
import { fromFormValues } from './form-values';

// The form edits lines of text for the source's maps; the save sends the stored shape.
const transform = (values: RaRecord) => fromFormValues(values);

export function ColumnEdit() {
  return (
    // Pessimistic: a refused save must put the server's message beside its field.
    <Edit redirect={false} mutationMode="pessimistic" transform={transform}>
      <ColumnForm />
    </Edit>
  );
}

export function ColumnCreate() {
  return (
    <Create redirect="edit" mutationMode="pessimistic" transform={transform}>
      <ColumnForm />
    </Create>
  );
}
