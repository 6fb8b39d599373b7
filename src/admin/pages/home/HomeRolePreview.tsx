import { useMemo } from 'react';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { CardContent, CardFrame, type CardLayoutMode } from '../../../portal/features/cards';
import { gridLayoutFor } from '../../../portal/features/home/grid-layout';
import { useElementWidth } from '../../../portal/features/home/use-element-width';
import { I18nProvider } from '../../../portal/lib/i18n-react';
import { cardPreview } from '../../../shared/api/catalogue/cards-admin';
import { createI18n } from '../../../shared/i18n';
import type { LayoutCard } from '../../../shared/schema/cards';
import type { HomePagePreview } from '../../../shared/schema/home-config';
import { useCallQuery } from '../../data-provider/use-call';
import { emptyView } from '../../resources/cards/preview/empty-view';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useStudioProps } from '../../studio-props';

/**
 * One card of the previewed page, drawn by the portal's own CardFrame and CardContent with the data the role is
 * shown (cardPreview with `roleId`: a user of the role who has nothing of their own). Until the data comes, and if
 * it fails, the card keeps its frame and height with the kind's empty state, so the page's shape never jumps.
 */
function RoleCard({ card, roleId, mode }: { card: LayoutCard; roleId: string; mode: CardLayoutMode }) {
  const served = useCallQuery(cardPreview, { id: card.cardId, roleId });
  const basicConfig = { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows };
  const view = served.data ?? emptyView(card.cardId, card.cardKind, basicConfig, card.url);
  return (
    <CardFrame title={card.cardName} displayRows={card.displayRows} headingLevel={4} busy={served.isFetching}>
      <CardContent view={view} mode={mode} />
    </CardFrame>
  );
}

/**
 * The draft bar's preview of the home page as a role (ADR 028): the role's default cards in the home page's own grid
 * (two columns from 640 px of the preview's width, one below; narrow cards under 520 px, as on the portal), each
 * with the data the role is shown, then the cards the role could add. Drawn in the studio from the draft, with the
 * studio's own session: no portal page is opened as anyone, so nothing of the administrator reaches the picture.
 */
export function HomeRolePreview({ preview, roleId, roleName }: { preview: HomePagePreview; roleId: string; roleName: string }) {
  const { t } = useStudioTranslation();
  const { lang } = useStudioProps();
  // The portal's components translate through the portal's own translator, in the studio's language.
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const [measure, width] = useElementWidth<HTMLOListElement>();
  const { columns, mode } = gridLayoutFor(width);
  const cards = preview.layout.cards;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>{t('studio.homePreview.hint')}</Alert>
      <Box component="section" aria-label={t('studio.homePreview.page', { role: roleName })} sx={{ bgcolor: '#f5f6f8', borderRadius: 2, p: { xs: 1, sm: 2 } }}>
        {cards.length === 0 ? <Typography sx={{ color: 'text.secondary', p: 2 }}>{t('studio.homePreview.empty')}</Typography> : null}
        <I18nProvider i18n={i18n}>
          <Box component="ol" ref={measure} data-columns={columns} data-mode={mode}
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: '20px', m: 0, p: 0, listStyle: 'none' }}>
            {cards.map((card) => (
              <li key={card.cardId} data-card-id={card.cardId}>
                <RoleCard card={card} roleId={roleId} mode={mode} />
              </li>
            ))}
          </Box>
        </I18nProvider>
      </Box>
      <Typography component="h3" sx={{ fontSize: 15, fontWeight: 600, mt: 2, mb: 1 }}>{t('studio.homePreview.catalogue')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {preview.catalogue.map((type) => (
          <li key={type.id}>
            {type.typeName}：{type.cardConfigs.length === 0 ? t('studio.homePreview.none') : type.cardConfigs.map((c) => (
              <Chip key={c.cardId} size="small" variant="outlined" sx={{ ml: 0.5, mb: 0.5 }}
                label={c.mandatory ? `${c.cardName} · ${t('studio.homePreview.mandatory')}` : c.cardName} />
            ))}
          </li>
        ))}
      </Box>
    </Box>
  );
}
