import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import type { ConfigChange } from '../../../shared/schema/studio-config';
import { readableChange, type ChangeLabels, type ChangeWords } from './format-change';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const OP_COLOUR = { add: 'success', remove: 'error', replace: 'info', move: 'default' } as const;
/** Longer values are folded to this many characters until 展开 is pressed (a guide's text, a long address). */
const FOLD_AT = 120;

/** A value of a diff; a long one folded, with a button to read it whole. */
function Value({ text, removed }: { text: string; removed?: boolean }) {
  const { t } = useStudioTranslation();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  const shown = long && !open ? `${text.slice(0, FOLD_AT)}…` : text;
  return (
    <>
      {removed ? <del>{shown}</del> : <ins style={{ textDecoration: 'none' }}>{shown}</ins>}
      {long ? (
        <Button size="small" color="secondary" sx={{ minWidth: 0, py: 0, ml: 0.5 }} aria-expanded={open} onClick={() => { setOpen(!open); }}>
          {open ? t('drafts.fold') : t('drafts.unfold')}
        </Button>
      ) : null}
    </>
  );
}

/** before → after, either side left out when there is none. */
function BeforeAfter({ before, after }: { before: string | null; after: string | null }) {
  return (
    <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {before !== null ? <Value text={before} removed /> : null}
      {before !== null && after !== null ? ' → ' : null}
      {after !== null ? <Value text={after} /> : null}
    </Box>
  );
}

/** The server's diff, one line per change: what kind, where, and the value before → after, field by field. */
export function ChangeList({ changes, labels }: { changes: readonly ConfigChange[]; labels: ChangeLabels }) {
  const { t } = useStudioTranslation();
  if (changes.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('drafts.noChanges')}</Typography>;
  // The area's labels first; keys many documents share have a label of their own.
  const named: ChangeLabels = {
    nameOf: labels.nameOf,
    valueLabel: labels.valueLabel,
    fieldLabel: (key) => labels.fieldLabel?.(key) ?? (t.dynamic(`drafts.fields.${key}`, { defaultValue: '' }) || undefined),
  };
  const words: ChangeWords = { empty: t('drafts.empty'), yes: t('drafts.yes'), no: t('drafts.no'), item: (n) => t('drafts.item', { n }) };
  return (
    <List dense disablePadding aria-label={t('drafts.auditChanges')}>
      {changes.map((change, index) => {
        const row = readableChange(change, named, words);
        return (
          // Diff rows have no identity of their own; their order is the server's and never changes here.
          <ListItem key={index} disableGutters sx={{ display: 'block' }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" color={OP_COLOUR[row.op]} label={t(`drafts.ops.${row.op}`)} />
              {row.where !== '' ? <Typography component="span" sx={{ fontWeight: 600 }}>{row.where}</Typography> : null}
              <BeforeAfter before={row.before} after={row.after} />
            </Box>
            {row.fields.length > 0 ? (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(5em, max-content) 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5, pl: 2, fontSize: 14 }}>
                {row.fields.map((field, at) => (
                  // Two keys may share a label (an id and its name); the fields' order is the object's own.
                  <Box key={at} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.primary' }}>{field.label}</Box>
                    <Box component="dd" sx={{ m: 0 }}><BeforeAfter before={field.before} after={field.after} /></Box>
                  </Box>
                ))}
              </Box>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
