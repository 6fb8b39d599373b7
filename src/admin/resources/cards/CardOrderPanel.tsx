import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useListContext, useNotify } from 'react-admin';
import { cardTypeSubmitCard } from '../../../shared/api/catalogue/cards-admin';
import { useSend } from '../../data-provider/use-call';
import type { CardRecord } from './calls';
import { SortableRows } from './SortableRows';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The cards of the chosen type, ordered by drag and saved in one call (indextypeconfig/submitCard). */
export function CardOrderPanel() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const send = useSend();
  const { data, filterValues, refetch } = useListContext<CardRecord>();
  const [pending, setPending] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const typeId = typeof filterValues.typeId === 'string' ? filterValues.typeId : '';
  if (typeId === '') {
    return <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>{t('cardStudio.order.pickType')}</Typography>;
  }
  const rows = [...(data ?? [])].sort((a, b) => a.sort - b.sort).map((card) => ({ ...card, name: card.cardName }));
  const ordered = pending ? pending.flatMap((id) => rows.filter((r) => r.id === id)) : rows;

  async function reorder(ids: string[]) {
    setPending(ids);
    setError(null);
    try {
      await send(cardTypeSubmitCard, { typeId, cardIds: ids });
      notify('cardStudio.order.saved', { type: 'success' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      await refetch();
      setPending(null);
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>{t('cardStudio.order.title')}</Typography>
      {error !== null ? <Alert severity="error" sx={{ my: 1 }}>{error}</Alert> : null}
      <SortableRows
        label={t('cardStudio.order.title')}
        rows={ordered}
        disabled={pending !== null}
        onReorder={(ids) => { void reorder(ids); }}
        render={(row) => row.cardName}
      />
    </Box>
  );
}
