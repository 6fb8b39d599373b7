import { useMemo } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import { homePageStudio } from '../../../shared/api/catalogue/cards-admin';
import type { HomePagePreview } from '../../../shared/schema/home-config';
import { DraftBar, usePreviewRoles, useSettledSaves, type ChangeLabels } from '../../components/drafts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The resources whose edits are the home page's draft (the theme page has a bar of its own). */
export const HOME_DRAFT_RESOURCES: readonly string[] = ['cardTypes', 'cards', 'cardColumns'];

/**
 * The draft bar of the home page (ADR 009, area `homePage`) above its card types, cards and columns: their edits
 * are drafts until published here. The bar reads the draft state again whenever react-admin's saves settle, and a
 * publish, discard or rollback refreshes the lists under it.
 */
export function HomeDraftBar() {
  const refresh = useRefresh();
  const { t } = useStudioTranslation();
  const area = useMemo(() => ({ calls: homePageStudio }), []);
  const roles = usePreviewRoles();
  const edits = useSettledSaves();

  const labels = useMemo<ChangeLabels>(() => ({
    fieldLabel: (key) => {
      const label = t.dynamic(`resources.cards.fields.${key}`, { defaultValue: '' });
      return label === '' ? undefined : label;
    },
  }), [t]);

  return (
    <DraftBar
      area={area}
      editHint={edits}
      roles={roles}
      labels={labels}
      renderPreview={(preview) => <HomePreview preview={preview} />}
      onDraftReplaced={refresh}
    />
  );
}

/** A role's home page from the draft: its default cards in order, and what it could add. */
function HomePreview({ preview }: { preview: HomePagePreview }) {
  const { t } = useStudioTranslation();
  return (
    <Box>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mb: 1 }}>{t('studio.homePreview.layout')}</Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {preview.layout.cards.map((card) => (
          <li key={card.cardId}>
            <Chip label={`${card.cardName} · ${t('studio.homePreview.rows', { n: card.displayRows })}`} variant={card.mandatory ? 'filled' : 'outlined'} />
          </li>
        ))}
      </Box>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mt: 2, mb: 1 }}>{t('studio.homePreview.catalogue')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {preview.catalogue.map((type) => (
          <li key={type.id}>{type.typeName}：{type.cardConfigs.map((c) => c.cardName).join('、') || t('studio.homePreview.none')}</li>
        ))}
      </Box>
    </Box>
  );
}
