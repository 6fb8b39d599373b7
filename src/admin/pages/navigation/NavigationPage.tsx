import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, DialogContentText, Paper, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { navigationStudio } from '../../../shared/api/catalogue/navigation-config';
import type { NavigationConfigItem } from '../../../shared/schema/navigation-config';
import { ConfirmDialog, DraftBar, type ChangeLabels } from '../../components/drafts';
import { SpreadsheetToolbar } from '../../components/spreadsheet';
import { NavigationForm } from './NavigationForm';
import { NavigationList } from './NavigationList';
import { NavigationPreview } from './NavigationPreview';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useNavigation } from './use-navigation';

const NEW = Symbol('new');
type Selection = string | typeof NEW | null;

/**
 * The addNavigation page (SHELL-07, SHELL-08): the draft bar above, the ordered list of entries on the left and the
 * chosen entry's form on the right. Every edit changes the draft; users see it once it is published.
 */
export function NavigationPage() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const nav = useNavigation();
  const [selected, setSelected] = useState<Selection>(null);
  const [removing, setRemoving] = useState<NavigationConfigItem | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const check = (id: string, on: boolean) => {
    setChecked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const area = useMemo(() => ({ calls: navigationStudio }), []);
  // Names of entries seen during the visit, so the history still names an entry after it was removed.
  const names = useRef(new Map<string, string>());
  for (const item of nav.items) names.current.set(item.id, item.navigationName);
  const labels = useMemo<ChangeLabels>(() => ({
    nameOf: (id) => names.current.get(id),
    fieldLabel: (key) => (key === 'entries' ? t('navigation.listLabel') : t(`navigation.fields.${key}`)),
  }), [t]);

  const entry = typeof selected === 'string' ? nav.items.find((item) => item.id === selected) ?? null : null;

  if (nav.load.kind === 'loading') return <CircularProgress aria-label={t('navigation.title')} sx={{ m: 3 }} />;
  if (nav.load.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void nav.reload(); }}>{t('navigation.retry')}</Button>}>
        {t('navigation.loadFailed')}：{nav.load.message}
      </Alert>
    );
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar
        area={area}
        editHint={nav.edits}
        roles={nav.roles}
        renderPreview={(entries) => <NavigationPreview entries={entries} />}
        labels={labels}
        onDraftReplaced={() => { void nav.reload(); }}
      />
      {/* Export of the draft's entries: all, or the ticked ones (EXP-02); the list does not import (spreadsheet-jobs.ts). */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <SpreadsheetToolbar list="navigation" selection={{ filter: {}, selectedIds: nav.items.filter((item) => checked.has(item.id)).map((item) => item.id) }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' } }}>
        <NavigationList
          items={nav.items}
          selectedId={typeof selected === 'string' ? selected : null}
          atLimit={nav.atLimit}
          orderFailure={nav.orderFailure}
          onDismissOrderFailure={nav.dismissOrderFailure}
          onSelect={setSelected}
          checked={checked}
          onCheck={check}
          onAdd={() => { setSelected(NEW); }}
          onReorder={(activeId, overId) => { void nav.reorder(activeId, overId).then(() => { notify(t('navigation.orderSaved'), { type: 'info' }); }); }}
        />
        {selected === NEW || entry ? (
          <NavigationForm
            key={entry?.id ?? 'new'}
            entry={entry}
            roles={nav.roles}
            onSaved={(id, name, isNew) => {
              notify(isNew ? t('navigation.added', { name }) : t('navigation.saved'), { type: 'success' });
              setSelected(id);
              nav.changed();
              void nav.reload();
            }}
            onRemove={setRemoving}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography sx={{ color: 'text.secondary' }}>{t('navigation.pick')}</Typography>
          </Paper>
        )}
      </Box>
      {removing ? (
        <ConfirmDialog
          title={t('navigation.removeTitle', { name: removing.navigationName })}
          confirmLabel={t('navigation.remove')}
          onClose={() => { setRemoving(null); }}
          onConfirm={async () => {
            await nav.remove(removing.id);
            notify(t('navigation.removed', { name: removing.navigationName }), { type: 'info' });
            setRemoving(null);
            setSelected(null);
          }}
        >
          <DialogContentText>{t('navigation.removeBody')}</DialogContentText>
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
