import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import type { ConfigChange } from '../../../shared/schema/studio-config';
import { readableChange, type ChangeLabels } from './format-change';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const OP_COLOUR = { add: 'success', remove: 'error', replace: 'info', move: 'default' } as const;

/** The server's diff, one line per change: what kind, where, and the value before → after. */
export function ChangeList({ changes, labels }: { changes: readonly ConfigChange[]; labels: ChangeLabels }) {
  const { t } = useStudioTranslation();
  if (changes.length === 0) return <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('drafts.noChanges')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('drafts.auditChanges')}>
      {changes.map((change, index) => {
        const row = readableChange(change, labels, t('drafts.empty'));
        return (
          // Diff rows have no identity of their own; their order is the server's and never changes here.
          <ListItem key={index} disableGutters sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" color={OP_COLOUR[row.op]} label={t(`drafts.ops.${row.op}`)} />
            {row.where !== '' ? <Typography component="span" sx={{ fontWeight: 600 }}>{row.where}</Typography> : null}
            <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {row.before !== null ? <del>{row.before}</del> : null}
              {row.before !== null && row.after !== null ? ' → ' : null}
              {row.after !== null ? <ins style={{ textDecoration: 'none' }}>{row.after}</ins> : null}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
