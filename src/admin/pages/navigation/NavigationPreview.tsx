import { Box, Chip, Typography } from '@mui/material';
import type { NavigationEntry } from '../../../shared/schema/shell';
import { useNavigationTexts } from './texts';

/** A role's top navigation as the portal would show it: the entries in order. */
export function NavigationPreview({ entries }: { entries: readonly NavigationEntry[] }) {
  const t = useNavigationTexts();
  if (entries.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t.previewEmpty}</Typography>;
  return (
    <Box component="nav" aria-label={t.title} sx={{ bgcolor: 'primary.main', borderRadius: 1, p: 1 }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id}><Chip label={entry.navigationName} sx={{ bgcolor: 'background.paper' }} /></li>
        ))}
      </Box>
    </Box>
  );
}
