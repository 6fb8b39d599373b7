import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { SortableRows } from '../../resources/cards/SortableRows';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface OrderedRowsProps {
  /** The form's array field (materials, steps, faq, links). */
  source: string;
  heading: string;
  addLabel: string;
  /** A new row's values. */
  blank: Record<string, unknown>;
  /** Which field of a row names it (drag announcements, the remove button). */
  nameKey: string;
  /** The row's inputs, bound under `${source}.${index}`. */
  renderRow(index: number): ReactNode;
}

/**
 * An ordered list of the guide form (materials, steps, FAQ): rows reordered by drag or keyboard with screen-reader
 * announcements (the studio's SortableRows over dnd-kit), added and removed; the order is the portal's order.
 */
export function OrderedRows({ source, heading, addLabel, blank, nameKey, renderRow }: OrderedRowsProps) {
  const { t } = useStudioTranslation();
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: source });
  const values = (useWatch({ control, name: source }) as Array<Record<string, unknown>> | undefined) ?? [];
  const nameAt = (index: number) => {
    const value = values[index]?.[nameKey];
    return typeof value === 'string' && value.trim() !== '' ? value : t('guideConfig.unnamed');
  };
  const rows = fields.map((field, index) => ({ id: field.id, name: `${index + 1}. ${nameAt(index)}`, index }));
  // A refusal of the whole list (e.g. 请至少填写一个办理步骤) shows under the heading.
  const listError = (formState.errors[source] as { message?: unknown; root?: { message?: unknown } } | undefined);
  const message = typeof listError?.message === 'string' ? listError.message : typeof listError?.root?.message === 'string' ? listError.root.message : null;

  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mb: 0.5 }}>{heading}</Typography>
      {message ? <Typography role="alert" sx={{ color: 'error.main', fontSize: 13, mb: 1 }}>{message}</Typography> : null}
      {rows.length === 0 ? <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('guideConfig.noRows')}</Typography> : (
        <SortableRows
          rows={rows}
          label={heading}
          onReorder={(ids) => {
            // SortableRows moves one row (arrayMove): the row displaced furthest is the one dragged. move() keeps
            // react-hook-form's field state (errors, touched) with the rows.
            let from = -1;
            let distance = 0;
            fields.forEach((field, index) => {
              const away = Math.abs(ids.indexOf(field.id) - index);
              if (away > distance) { from = index; distance = away; }
            });
            if (from >= 0) move(from, ids.indexOf(fields[from]?.id ?? ''));
          }}
          render={(row) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{renderRow(row.index)}</Box>
              <IconButton aria-label={t('guideConfig.removeRow', { name: row.name })} onClick={() => remove(row.index)} size="small" sx={{ mt: 1 }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
        />
      )}
      <Button startIcon={<AddIcon />} size="small" onClick={() => append(blank)} sx={{ mt: 1 }}>{addLabel}</Button>
    </Box>
  );
}
