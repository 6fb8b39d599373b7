import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { schoolSignInDetail, schoolSignInStudio, schoolSignInSubmit, schoolSignInTest } from '../../../shared/api/catalogue/school-sign-in-config';
import { schoolSignInSubmitSchema, type ConnectionTest, type SchoolSignInSubmit, type SchoolSignInView } from '../../../shared/schema/school-sign-in-config';
import { DraftBar, DraftLoadState, useDraftDocument, useDraftSave, type ChangeLabels } from '../../components/drafts';
import { toHttpError } from '../../data-provider/errors';
import { useSend } from '../../data-provider/use-call';
import { OrderedRows } from '../guides/OrderedRows';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

const resolver = zodResolver(schoolSignInSubmitSchema);
const asIs = (view: SchoolSignInView): SchoolSignInView => view;
const half = { flex: '1 1 260px', minWidth: 0 } as const;

/** The view as the form's record: the secret starts empty (keep it), the addresses are shown, not edited. */
function recordOf(view: SchoolSignInView) {
  const { addresses: _addresses, oidc, ...rest } = view;
  const { clientSecretSet: _set, ...oidcFields } = oidc;
  return { ...rest, oidc: { ...oidcFields, clientSecret: '' } };
}

/** 测试连接: the provider settings as they stand in the form, not yet saved. */
function ConnectionTestButton() {
  const { t } = useStudioTranslation();
  const send = useSend();
  const { getValues } = useFormContext<SchoolSignInSubmit>();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: ConnectionTest }>({ kind: 'idle' });

  async function run() {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await send(schoolSignInTest, getValues()) });
    } catch (error) {
      setState({ kind: 'done', result: { ok: false, message: toHttpError(error).message } });
    }
  }

  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Button variant="outlined" onClick={() => { void run(); }} disabled={state.kind === 'running'}>
        {state.kind === 'running' ? t('schoolSignInConfig.testing') : t('schoolSignInConfig.test')}
      </Button>
      {state.kind === 'done' ? (
        <Alert severity={state.result.ok ? 'success' : 'error'} sx={{ mt: 1 }} role="status">{state.result.message}</Alert>
      ) : null}
    </Box>
  );
}

/**
 * 允许首次登录自动开通账号, on the form's own controller: react-admin's BooleanInput hands MUI 9's switch a prop it no
 * longer takes.
 */
function ProvisioningAllowed({ label }: { label: string }) {
  const { field } = useController<SchoolSignInSubmit, 'provisioning.allowed'>({ name: 'provisioning.allowed' });
  return (
    <FormControlLabel label={label} control={
      <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
    } />
  );
}

/** The provider fields of the chosen mode. */
function ProviderFields({ view, roleChoices }: { view: SchoolSignInView; roleChoices: { id: string; name: string }[] }) {
  const { t } = useStudioTranslation();
  const mode = useWatch<SchoolSignInSubmit, 'mode'>({ name: 'mode' });
  if (mode === 'form') return <ConnectionTestButton />;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="siteUrl" label={t('schoolSignInConfig.fields.siteUrl')} sx={half} />
        {mode === 'cas' ? <TextInput source="cas.serverUrl" label={t('schoolSignInConfig.fields.casServerUrl')} sx={half} /> : null}
        {mode === 'oidc' ? (
          <>
            <TextInput source="oidc.issuer" label={t('schoolSignInConfig.fields.issuer')} sx={half} />
            <TextInput source="oidc.clientId" label={t('schoolSignInConfig.fields.clientId')} sx={half} />
            {/* Write-only: starts empty whatever is stored; the helper text says whether one is set. */}
            <TextInput source="oidc.clientSecret" type="password" label={t('schoolSignInConfig.fields.clientSecret')} sx={half} autoComplete="new-password"
              helperText={view.oidc.clientSecretSet ? t('schoolSignInConfig.secretSet') : t('schoolSignInConfig.secretUnset')} />
            <TextInput source="oidc.scopes" label={t('schoolSignInConfig.fields.scopes')} sx={half} />
          </>
        ) : null}
        <TextInput source="timeoutSeconds" type="number" label={t('schoolSignInConfig.fields.timeoutSeconds')} parse={(value: string) => Number(value)} sx={{ width: 160 }} />
      </Box>
      <ConnectionTestButton />
      <Alert severity="info" sx={{ my: 1 }}>
        <div>{t('schoolSignInConfig.addresses')}</div>
        {mode === 'cas' ? <div>{t('schoolSignInConfig.casService')}：{view.addresses.casService}</div> : (
          <>
            <div>{t('schoolSignInConfig.oidcRedirect')}：{view.addresses.oidcRedirect}</div>
            <div>{t('schoolSignInConfig.oidcPostLogout')}：{view.addresses.oidcPostLogout}</div>
            <div>{t('schoolSignInConfig.oidcBackChannel')}：{view.addresses.oidcBackChannelLogout}</div>
          </>
        )}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="mapping.account" label={t('schoolSignInConfig.fields.account')} helperText={t('schoolSignInConfig.accountHint')} sx={half} />
        <TextInput source="mapping.name" label={t('schoolSignInConfig.fields.name')} sx={half} />
        <TextInput source="mapping.mail" label={t('schoolSignInConfig.fields.mail')} sx={half} />
        <TextInput source="mapping.deptCode" label={t('schoolSignInConfig.fields.deptCode')} sx={half} />
        <TextInput source="mapping.affiliation" label={t('schoolSignInConfig.fields.affiliation')} sx={half} />
      </Box>
      <OrderedRows source="roleRules" heading={t('schoolSignInConfig.fields.roleRules')} addLabel={t('schoolSignInConfig.addRule')} nameKey="value" blank={{ value: '', roleId: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`roleRules.${i}.value`} label={t('schoolSignInConfig.fields.value')} sx={half} />
            <SelectInput source={`roleRules.${i}.roleId`} label={t('schoolSignInConfig.fields.roleId')} choices={roleChoices} sx={half} />
          </>
        )} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectInput source="defaultRoleId" label={t('schoolSignInConfig.fields.defaultRoleId')} choices={[{ id: '', name: t('schoolSignInConfig.refuse') }, ...roleChoices]} sx={half} />
        <ProvisioningAllowed label={t('schoolSignInConfig.fields.allowed')} />
        <TextInput source="provisioning.contact" label={t('schoolSignInConfig.fields.contact')} sx={{ ...half, flexBasis: 420 }} />
        <SelectInput source="logout" label={t('schoolSignInConfig.fields.logout')} choices={[{ id: 'idp', name: t('schoolSignInConfig.logouts.idp') }, { id: 'local', name: t('schoolSignInConfig.logouts.local') }]} sx={half} />
      </Box>
    </Box>
  );
}

/**
 * 统一身份认证 (ADR 022, area schoolSignIn, menu identityAuthConfig): the draft bar, then the sign-in mode, the
 * provider's addresses and client, 测试连接, the mapping, the role rules and provisioning. The client secret is
 * write-only: the page shows whether one is set and sends a new one only when typed.
 */
export function SchoolSignInPage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(schoolSignInDetail, asIs);
  const { saving, save: saveDraft } = useDraftSave(schoolSignInSubmit, t('schoolSignInConfig.saved'), changed);
  const area = useMemo(() => ({ calls: schoolSignInStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`schoolSignInConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  const roleChoices = useMemo(() => roles.map((role) => ({ id: role.id, name: role.name })), [roles]);

  if (load.kind !== 'ready') {
    return <DraftLoadState load={load} onRetry={() => { void reload(); }} title={t('schoolSignInConfig.title')} retry={t('schoolSignInConfig.retry')} failed={t('schoolSignInConfig.loadFailed')} />;
  }

  function save(values: Record<string, unknown>) {
    const input = values as SchoolSignInSubmit;
    // An empty secret keeps the one already set.
    const oidc = input.oidc.clientSecret ? input.oidc : { ...input.oidc, clientSecret: undefined };
    return saveDraft({ ...input, oidc });
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(preview) => <Typography>{t(`schoolSignInConfig.modes.${preview.mode}`)}</Typography>} onDraftReplaced={replaced} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('schoolSignInConfig.help')}</Typography>
      <SimpleForm key={`${generation}-${edits}`} record={recordOf(load.doc)} resolver={resolver} onSubmit={save} disabled={saving} sx={{ maxWidth: 960, p: 0 }}>
        <WarnUnsaved />
        <SelectInput source="mode" label={t('schoolSignInConfig.fields.mode')} choices={[
          { id: 'form', name: t('schoolSignInConfig.modes.form') }, { id: 'cas', name: t('schoolSignInConfig.modes.cas') }, { id: 'oidc', name: t('schoolSignInConfig.modes.oidc') },
        ]} />
        <TextInput source="passwordResetUrl" label={t('schoolSignInConfig.fields.passwordResetUrl')}
          helperText={t('schoolSignInConfig.passwordResetHint')} sx={{ width: '100%', maxWidth: 560 }} />
        <ProviderFields view={load.doc} roleChoices={roleChoices} />
      </SimpleForm>
    </Box>
  );
}
