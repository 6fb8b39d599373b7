import { Suspense, useMemo } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useRefresh } from 'react-admin';
import { homePageStudio } from '../../../shared/api/catalogue/cards-admin';
import { DraftBar, usePreviewRoles, useSettledSaves, type ChangeLabels } from '../../components/drafts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { lazyPage } from '../../routing/lazy-page';

// Drawn only in the preview dialog, with the portal's cards: loaded when the dialog opens, not with the frame (ADR 034).
const HomeRolePreview = lazyPage(() => import('./HomeRolePreview'), 'HomeRolePreview');

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

  // A card's, a column's or a type's field, under the label its form shows.
  const labels = useMemo<ChangeLabels>(() => ({
    fieldLabel: (key) => ['cards', 'cardColumns', 'cardTypes']
      .map((resource) => t.dynamic(`resources.${resource}.fields.${key}`, { defaultValue: '' }))
      .find((label) => label !== ''),
    // A card's kind reads as the form's choice (待办事项), not its stored code.
    valueLabel: (key, value) => (key === 'cardKind' ? t.dynamic(`cardStudio.kinds.${value}`, { defaultValue: '' }) || undefined : undefined),
  }), [t]);

  return (
    <DraftBar
      area={area}
      editHint={edits}
      roles={roles}
      labels={labels}
      renderPreview={(preview, role) => <Suspense fallback={<CircularProgress size={20} aria-label={role.name} />}><HomeRolePreview preview={preview} roleId={role.id} roleName={role.name} /></Suspense>}
      onDraftReplaced={refresh}
    />
  );
}
