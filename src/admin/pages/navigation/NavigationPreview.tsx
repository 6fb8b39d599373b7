import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { NavigationEntry } from '../../../shared/schema/shell';
import { estimatedEntriesThatFit } from '../../../shared/rules/nav-fit';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/**
 * A role's top navigation as the portal would show it: the entries in order, and a warning when they will not all fit
 * the portal's top bar, naming those that go into its 更多 menu (SHELL-08 allows six custom entries besides the
 * built-in ones). The fit is estimated from the names (nav-fit.ts); the portal fits the row to the real screen.
 */
export function NavigationPreview({ entries }: { entries: readonly NavigationEntry[] }) {
  const { t } = useStudioTranslation();
  if (entries.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('navigation.previewEmpty')}</Typography>;
  const names = entries.map((entry) => entry.navigationName);
  const desktop = estimatedEntriesThatFit(names, 'desktop');
  const phone = estimatedEntriesThatFit(names, 'phone');
  const rest = (fit: number) => names.slice(fit).join('、');
  return (
    <Stack spacing={1}>
      <Box component="nav" aria-label={t('navigation.title')} sx={{ bgcolor: 'primary.main', borderRadius: 1, p: 1 }}>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry, i) => (
            <li key={entry.id}>
              <Chip
                label={entry.navigationName}
                variant={i < desktop ? 'filled' : 'outlined'}
                sx={i < desktop ? { bgcolor: 'background.paper' } : { color: 'common.white', borderColor: 'common.white', borderStyle: 'dashed' }}
              />
            </li>
          ))}
        </Box>
      </Box>
      {desktop < names.length ? <Alert severity="warning">{t('navigation.fitDesktop', { fit: desktop, rest: rest(desktop) })}</Alert> : null}
      {phone < names.length ? <Alert severity="info">{t('navigation.fitPhone', { fit: phone, rest: rest(phone) })}</Alert> : null}
    </Stack>
  );
}
