import { Box, Chip, Typography } from '@mui/material';
import type { Centre, CentreView } from '../../../shared/schema/centre-config';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The centre's page head as a role would see it from the draft: title, filters, sort and pinned services. */
export function CentrePreview({ centre, view }: { centre: Centre; view: CentreView }) {
  const { t } = useStudioTranslation();
  const filters = (Object.keys(view.filters) as (keyof CentreView['filters'])[]).filter((k) => view.filters[k]).map((k) => t(`centres.filters.${k}`));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" sx={{ fontSize: 20, fontWeight: 600 }}>{view.title || t(`centres.portalNames.${centre}`)}</Typography>
      {view.subtitle ? <Typography sx={{ color: 'text.secondary' }}>{view.subtitle}</Typography> : null}
      <Typography sx={{ fontSize: 14 }}>{t('centres.previewFilters')}：{filters.join('、') || '—'} · {t('centres.previewShelf')}：{view.showShelfTabs ? t('centres.yes') : t('centres.no')} · {t('centres.defaultSort')}：{t(`centres.sorts.${view.defaultSort}`)}</Typography>
      {view.pinned.length > 0 ? (
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {view.pinned.map((p) => <li key={p.serviceId}><Chip label={p.serviceName} /></li>)}
        </Box>
      ) : null}
    </Box>
  );
}
