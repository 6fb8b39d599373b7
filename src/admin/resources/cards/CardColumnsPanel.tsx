import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link, useCreatePath, useGetList, useNotify } from 'react-admin';
import { columnAdjustOrder } from '../../../shared/api/catalogue/cards-admin';
import { useSend } from '../../data-provider/use-call';
import type { ColumnRecord } from '../card-columns/calls';
import { SortableRows } from './SortableRows';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The card's columns in their order: drag to reorder (saved by adjustOrder), open one, or add one. */
export function CardColumnsPanel({ cardId }: { cardId: string }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const createPath = useCreatePath();
  const send = useSend();
  const { data, refetch } = useGetList<ColumnRecord>('cardColumns', {
    filter: { cardId }, sort: { field: 'sort', order: 'ASC' }, pagination: { page: 1, perPage: 50 },
  });
  // The new order shows at once; the server's answer (or a refusal's reload) replaces it.
  const [pending, setPending] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = (data ?? []).map((column) => ({ ...column, name: column.columnName }));
  const ordered = pending ? pending.flatMap((id) => rows.filter((r) => r.id === id)) : rows;

  async function reorder(ids: string[]) {
    setPending(ids);
    setError(null);
    try {
      await send(columnAdjustOrder, { cardId, ids });
      notify('cardStudio.order.saved', { type: 'success' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      await refetch();
      setPending(null);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t('cardStudio.columns.title')} sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>{t('cardStudio.columns.title')}</Typography>
        <Button component={Link} to={createPath({ resource: 'cardColumns', type: 'create' })} state={{ record: { cardId, sort: rows.length + 1 } }}>
          {t('cardStudio.columns.add')}
        </Button>
      </Box>
      {error !== null ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
      {rows.length === 0 ? <Typography variant="body2">{t('resources.cardColumns.empty')}</Typography> : (
        <SortableRows
          label={t('cardStudio.columns.title')}
          rows={ordered}
          disabled={pending !== null}
          onReorder={(ids) => { void reorder(ids); }}
          render={(row) => (
            <Link to={createPath({ resource: 'cardColumns', type: 'edit', id: row.id })}>{row.columnName}</Link>
          )}
        />
      )}
    </Paper>
  );
}
