import { Box } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import { CardAuthPanel } from './CardAuthPanel';
import { CardColumnsPanel } from './CardColumnsPanel';
import { CardForm } from './CardForm';

function Panels() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <CardColumnsPanel cardId={String(record.id)} />
      <CardAuthPanel cardId={String(record.id)} />
    </Box>
  );
}

export function CardEdit() {
  return (
    // Not react-admin's default "undoable": a refused save would vanish behind an already-shown success.
    <Edit redirect={false} mutationMode="pessimistic">
      <CardForm />
      <Panels />
    </Edit>
  );
}
