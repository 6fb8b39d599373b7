import { useState } from 'react';
import {
  Alert, Autocomplete, Box, Button, Checkbox, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel,
  FormGroup, FormLabel, Link, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import {
  businessDeliveries, businessKeyCreate, businessKeyRevoke, businessServiceOptions, businessSystemList, businessSystemSave,
} from '../../../shared/api/catalogue/business-systems';
import { BUSINESS_API_DOCS, BUSINESS_SCOPES, type BusinessScope } from '../../../shared/schema/business-api';
import type { BusinessSystemSave, BusinessSystemView } from '../../../shared/schema/business-systems';
import { useCallMutation, useCallQuery } from '../../data-provider/use-call';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import './texts';

const when = (iso: string) => new Date(iso).toLocaleString();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const EMPTY: BusinessSystemSave = { code: '', name: '', contact: '', flowType: '', scopes: ['todos', 'applications', 'messages'], serviceIds: [], status: 'active' };

/** Registers a system or changes one: name, code, contact, the to-do category, scopes, the services it owns, status. */
function SystemDialog({ initial, onClose }: { initial: BusinessSystemSave | null; onClose(): void }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const [draft, setDraft] = useState<BusinessSystemSave>(initial ?? EMPTY);
  const options = useCallQuery(businessServiceOptions, {});
  const save = useCallMutation(businessSystemSave, { invalidates: [businessSystemList, businessServiceOptions] });
  const [error, setError] = useState('');
  const all = options.data?.services ?? [];
  const chosen = all.filter((s) => draft.serviceIds.includes(s.serviceId));
  const set = <K extends keyof BusinessSystemSave>(key: K, value: BusinessSystemSave[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggleScope = (scope: BusinessScope, on: boolean) => set('scopes', on ? [...draft.scopes, scope] : draft.scopes.filter((s) => s !== scope));

  async function submit() {
    setError('');
    try {
      await save.mutateAsync(draft);
      notify(t('businessSystemsConfig.saved'), { type: 'success' });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="business-system-dialog-title">
      <DialogTitle id="business-system-dialog-title">{draft.id ? t('businessSystemsConfig.edit') : t('businessSystemsConfig.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" id="business-system-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <TextField label={t('businessSystemsConfig.fields.name')} value={draft.name} onChange={(e) => set('name', e.target.value)} required size="small" autoFocus />
          <TextField label={t('businessSystemsConfig.fields.code')} value={draft.code} onChange={(e) => set('code', e.target.value)} required size="small"
            helperText={t('businessSystemsConfig.hints.code')} disabled={draft.id !== undefined} />
          <TextField label={t('businessSystemsConfig.fields.contact')} value={draft.contact} onChange={(e) => set('contact', e.target.value)} size="small" />
          <TextField label={t('businessSystemsConfig.fields.flowType')} value={draft.flowType} onChange={(e) => set('flowType', e.target.value)} required size="small"
            helperText={t('businessSystemsConfig.hints.flowType')} />
          <Box>
            <FormLabel component="legend">{t('businessSystemsConfig.fields.scopes')}</FormLabel>
            <FormGroup row>
              {BUSINESS_SCOPES.map((scope) => (
                <FormControlLabel key={scope} label={t(`businessSystemsConfig.scopes.${scope}`)}
                  control={<Checkbox checked={draft.scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />} />
              ))}
            </FormGroup>
          </Box>
          <Autocomplete
            multiple
            options={all}
            value={chosen}
            loading={options.isPending}
            getOptionLabel={(o) => o.serviceName}
            getOptionDisabled={(o) => o.ownerId !== null && o.ownerId !== draft.id}
            renderOption={(props, o) => (
              <li {...props} key={o.serviceId}>
                {o.serviceName}{o.ownerId !== null && o.ownerId !== draft.id ? ` ${t('businessSystemsConfig.owner', { name: o.ownerName })}` : ''}
              </li>
            )}
            isOptionEqualToValue={(a, b) => a.serviceId === b.serviceId}
            onChange={(_e, value) => set('serviceIds', value.map((v) => v.serviceId))}
            renderInput={(params) => <TextField {...params} size="small" label={t('businessSystemsConfig.fields.services')} helperText={t('businessSystemsConfig.hints.services')} />}
          />
          <TextField select label={t('businessSystemsConfig.fields.status')} value={draft.status} size="small"
            onChange={(e) => set('status', e.target.value === 'disabled' ? 'disabled' : 'active')}>
            <MenuItem value="active">{t('businessSystemsConfig.status.active')}</MenuItem>
            <MenuItem value="disabled">{t('businessSystemsConfig.status.disabled')}</MenuItem>
          </TextField>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('businessSystemsConfig.cancel')}</Button>
        <Button type="submit" form="business-system-form" variant="contained" disabled={save.isPending}>{t('businessSystemsConfig.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The key just made: its secret, shown this once. */
function SecretDialog({ keyId, secret, onClose }: { keyId: string; secret: string; onClose(): void }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(() => notify(t('businessSystemsConfig.keys.copied'), { type: 'info' }), () => undefined);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="business-secret-title">
      <DialogTitle id="business-secret-title">{t('businessSystemsConfig.keys.secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{t('businessSystemsConfig.keys.secretOnce')}</Alert>
        {([['keyId', keyId], ['secret', secret]] as const).map(([name, value]) => (
          <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <TextField label={t(`businessSystemsConfig.keys.${name}`)} value={value} size="small" fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-secret-field': name, style: { fontFamily: 'monospace' } } }} />
            <Button onClick={() => copy(value)}>{t('businessSystemsConfig.keys.copy')}</Button>
          </Stack>
        ))}
      </DialogContent>
      <DialogActions><Button variant="contained" onClick={onClose}>{t('businessSystemsConfig.keys.close')}</Button></DialogActions>
    </Dialog>
  );
}

/** The system's latest calls, newest first, with their refusals' codes and messages. */
function Deliveries({ systemId }: { systemId: string }) {
  const { t } = useStudioTranslation();
  const [onlyRefused, setOnlyRefused] = useState(false);
  const list = useCallQuery(businessDeliveries, { id: systemId, onlyRefused });
  const rows = list.data?.deliveries ?? [];
  return (
    <Box component="section" aria-label={t('businessSystemsConfig.deliveries.title')} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">{t('businessSystemsConfig.deliveries.title')}</Typography>
        <FormControlLabel control={<Switch checked={onlyRefused} onChange={(e) => setOnlyRefused(e.target.checked)} />} label={t('businessSystemsConfig.deliveries.onlyRefused')} />
        <Button size="small" onClick={() => { void list.refetch(); }}>{t('businessSystemsConfig.retry')}</Button>
      </Stack>
      {list.isError && <Alert severity="error">{t('businessSystemsConfig.deliveries.loadFailed')}：{list.error.message}</Alert>}
      {list.isPending && <CircularProgress size={20} aria-label={t('businessSystemsConfig.deliveries.title')} />}
      {list.isSuccess && rows.length === 0 && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('businessSystemsConfig.deliveries.empty')}</Typography>}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['at', 'kind', 'externalId', 'outcome', 'error', 'duration'] as const).map((c) => <TableCell key={c}>{t(`businessSystemsConfig.deliveries.columns.${c}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-outcome={row.outcome}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.createdAt)}</TableCell>
                  <TableCell>{t(`businessSystemsConfig.deliveries.kinds.${row.kind}`)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.externalId}</TableCell>
                  <TableCell>
                    <Chip size="small" color={row.outcome === 'refused' ? 'error' : row.outcome === 'duplicate' ? 'default' : 'success'}
                      label={`${t(`businessSystemsConfig.deliveries.outcome.${row.outcome}`)} ${row.httpStatus}`} />
                  </TableCell>
                  <TableCell>{row.errorCode ? `${row.errorCode}：${row.errorMessage}` : ''}</TableCell>
                  <TableCell>{row.durationMs} ms</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

function SystemCard({ system, onEdit, onSecret }: { system: BusinessSystemView; onEdit(): void; onSecret(keyId: string, secret: string): void }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const create = useCallMutation(businessKeyCreate, { invalidates: [businessSystemList] });
  const revoke = useCallMutation(businessKeyRevoke, { invalidates: [businessSystemList] });
  const live = system.keys.filter((k) => k.revokedAt === null).length;

  async function makeKey() {
    try {
      const made = await create.mutateAsync({ id: system.id });
      onSecret(made.keyId, made.secret);
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    }
  }
  async function revokeKey(keyId: string) {
    if (!window.confirm(t('businessSystemsConfig.keys.revokeConfirm', { keyId }))) return;
    try {
      await revoke.mutateAsync({ keyId });
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    }
  }

  return (
    <Box component="li" aria-label={system.name} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2">{system.name}</Typography>
        <Chip size="small" label={system.code} sx={{ fontFamily: 'monospace' }} />
        <Chip size="small" color={system.status === 'active' ? 'success' : 'default'} label={t(`businessSystemsConfig.status.${system.status}`)} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onEdit}>{t('businessSystemsConfig.edit')}</Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('businessSystemsConfig.fields.flowType')}：{system.flowType}
        {system.contact ? ` · ${t('businessSystemsConfig.fields.contact')}：${system.contact}` : ''}
        {' · '}{t('businessSystemsConfig.calls', { calls: system.calls24h, refused: system.refused24h })}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 1 }}>
        {system.scopes.map((scope) => <Chip key={scope} size="small" variant="outlined" label={t(`businessSystemsConfig.scopes.${scope}`)} />)}
        {system.services.map((s) => <Chip key={s.serviceId} size="small" label={s.serviceName} />)}
      </Stack>
      <Box component="section" aria-label={t('businessSystemsConfig.keys.title')} sx={{ mt: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">{t('businessSystemsConfig.keys.title')}</Typography>
          <Button variant="outlined" size="small" onClick={() => { void makeKey(); }} disabled={create.isPending || live >= 2}>{t('businessSystemsConfig.keys.create')}</Button>
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{t('businessSystemsConfig.keys.rotateHelp')}</Typography>
        {system.keys.length === 0 && <Typography variant="body2">{t('businessSystemsConfig.keys.none')}</Typography>}
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }}>
          {system.keys.map((key) => (
            <Stack component="li" key={key.keyId} direction="row" spacing={1} sx={{ listStyle: 'none', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{key.keyId}</Typography>
              <Chip size="small" color={key.revokedAt ? 'default' : 'success'} label={key.revokedAt ? t('businessSystemsConfig.keys.revoked') : t('businessSystemsConfig.keys.live')} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('businessSystemsConfig.keys.created', { at: when(key.createdAt) })}
                {' · '}{key.lastUsedAt ? t('businessSystemsConfig.keys.lastUsed', { at: when(key.lastUsedAt) }) : t('businessSystemsConfig.keys.neverUsed')}
              </Typography>
              {!key.revokedAt && <Button size="small" color="error" onClick={() => { void revokeKey(key.keyId); }} disabled={revoke.isPending}>{t('businessSystemsConfig.keys.revoke')}</Button>}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Deliveries systemId={system.id} />
    </Box>
  );
}

/**
 * 业务系统接入 (ADR 024, menu businessSystemConfig): every registered business system with its services, scopes,
 * keys (made here, the secret shown once; rotated by making a second and revoking the first) and latest deliveries.
 */
export function BusinessSystemsPage() {
  const { t } = useStudioTranslation();
  const list = useCallQuery(businessSystemList, {});
  const [editing, setEditing] = useState<BusinessSystemSave | null | 'new'>(null);
  const [secret, setSecret] = useState<{ keyId: string; secret: string } | null>(null);
  const systems = list.data?.systems ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">{t('businessSystemsConfig.title')}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>{t('businessSystemsConfig.add')}</Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
        {t('businessSystemsConfig.help')} <Link href={BUSINESS_API_DOCS.page} target="_blank" rel="noopener">{t('businessSystemsConfig.docs')}</Link>
      </Typography>
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void list.refetch(); }}>{t('businessSystemsConfig.retry')}</Button>}>
          {t('businessSystemsConfig.loadFailed')}：{list.error.message}
        </Alert>
      )}
      {list.isPending && <CircularProgress aria-label={t('businessSystemsConfig.title')} />}
      {list.isSuccess && systems.length === 0 && <Alert severity="info">{t('businessSystemsConfig.empty')}</Alert>}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {systems.map((system) => (
          <SystemCard key={system.id} system={system}
            onEdit={() => setEditing({
              id: system.id, code: system.code, name: system.name, contact: system.contact, flowType: system.flowType, scopes: system.scopes,
              serviceIds: system.services.map((s) => s.serviceId), status: system.status,
            })}
            onSecret={(keyId, value) => setSecret({ keyId, secret: value })} />
        ))}
      </Stack>
      {editing !== null && <SystemDialog initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {secret && <SecretDialog keyId={secret.keyId} secret={secret.secret} onClose={() => setSecret(null)} />}
    </Box>
  );
}
