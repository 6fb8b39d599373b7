import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, Paper, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { cardAuthConfig, cardGetAuthConfig } from '../../../shared/api/catalogue/cards-admin';
import { getRoleListClass } from '../../../shared/api/catalogue/studio-lists';
import type { CardAuthConfig } from '../../../shared/schema/cards';
import { DictionarySelect, type DictionarySource } from '../../components/dictionary';
import { useCallQuery, useInvalidateCalls, useSend } from '../../data-provider/use-call';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

type RoleAuth = CardAuthConfig['roles'][number];
const ROLES: DictionarySource = { call: getRoleListClass, leavesOnly: true };

/** A mandatory card is always in the layout: it implies the other two, as the server stores it. */
function withRule(role: RoleAuth): RoleAuth {
  return role.mandatory ? { ...role, visible: true, inDefault: true } : role;
}

function RoleRow({ role, onChange, onRemove }: { role: RoleAuth; onChange(next: RoleAuth): void; onRemove(): void }) {
  const { t } = useStudioTranslation();
  const flag = (key: 'visible' | 'inDefault' | 'mandatory') => (
    <FormControlLabel
      label={t(`cardStudio.auth.${key}`)}
      control={(
        <Checkbox
          checked={role[key]}
          disabled={key !== 'mandatory' && role.mandatory}
          onChange={(event) => onChange(withRule({ ...role, [key]: event.target.checked }))}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <DictionarySelect label={t('cardStudio.auth.role')} source={ROLES} value={role.roleId || null}
          onChange={(roleId) => onChange({ ...role, roleId: roleId ?? '' })} />
      </Box>
      {flag('visible')}
      {flag('inDefault')}
      {flag('mandatory')}
      <TextField type="number" size="small" label={t('cardStudio.auth.defaultSort')} value={role.defaultSort}
        onChange={(event) => onChange({ ...role, defaultSort: Math.trunc(Number(event.target.value)) || 0 })} sx={{ width: 110 }} />
      <IconButton aria-label={t('cardStudio.auth.remove')} onClick={onRemove}><DeleteIcon /></IconButton>
    </Box>
  );
}

/** Which roles may add the card, find it in their default layout, or must keep it (authConfig / getAuthConfig). */
export function CardAuthPanel({ cardId }: { cardId: string }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const send = useSend();
  const invalidate = useInvalidateCalls();
  const stored = useCallQuery(cardGetAuthConfig, { cardId });
  // The rows as changed on this card since its config was read; until the first change, the stored ones.
  const [edited, setEdited] = useState<{ cardId: string; roles: RoleAuth[] } | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const storedRoles = stored.data?.roles ?? null;
  const roles = edited?.cardId === cardId ? edited.roles : storedRoles;
  const setRoles = (change: (before: RoleAuth[] | null) => RoleAuth[]) => {
    setEdited((before) => ({ cardId, roles: change(before?.cardId === cardId ? before.roles : storedRoles) }));
  };
  const error = saveError ?? (stored.isError ? stored.error.message : null);

  async function save() {
    if (!roles) return;
    setSaving(true);
    setSaveError(null);
    try {
      // A row whose role is still unchosen is left out rather than refused.
      await send(cardAuthConfig, { cardId, roles: roles.filter((r) => r.roleId !== '') });
      notify('cardStudio.auth.saved', { type: 'success' });
      void invalidate(cardGetAuthConfig);
    } catch (e) {
      setSaveError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  const update = (index: number, next: RoleAuth | null) => setRoles((before) => (before ?? []).flatMap((r, i) => (i !== index ? [r] : next ? [next] : [])));
  return (
    <Paper variant="outlined" component="section" aria-label={t('cardStudio.auth.title')} sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>{t('cardStudio.auth.title')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('cardStudio.auth.mandatoryHelp')}</Typography>
      {error !== null ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
      {roles?.length === 0 ? <Typography variant="body2">{t('cardStudio.auth.empty')}</Typography> : null}
      {roles?.map((role, index) => (
        // A new row has no role yet, so its place is its identity.
        <RoleRow key={index} role={role} onChange={(next) => update(index, next)} onRemove={() => update(index, null)} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button disabled={roles === null} onClick={() => setRoles((before) => [...(before ?? []), { roleId: '', visible: true, inDefault: false, mandatory: false, defaultSort: (before?.length ?? 0) + 1 }])}>
          {t('cardStudio.auth.add')}
        </Button>
        <Button variant="contained" disabled={roles === null || saving} onClick={() => { void save(); }}>{t('cardStudio.auth.save')}</Button>
      </Box>
    </Paper>
  );
}
