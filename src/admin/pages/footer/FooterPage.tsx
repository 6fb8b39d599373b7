import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { SimpleForm, TextInput, useNotify } from 'react-admin';
import { footerDetail, footerStudio, footerSubmit } from '../../../shared/api/catalogue/footer-config';
import { footerDocumentSchema, MAX_FOOTER_LINKS, type FooterDocument } from '../../../shared/schema/footer-config';
import type { FooterInfo } from '../../../shared/schema/shell';
import { DraftBar, useDraftDocument, type ChangeLabels } from '../../components/drafts';
import { toHttpError } from '../../data-provider/errors';
import { useSend } from '../../data-provider/use-call';
import { OrderedRows } from '../guides/OrderedRows';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const resolver = zodResolver(footerDocumentSchema);
const asIs = (doc: FooterDocument): FooterDocument => doc;
const half = { flex: '1 1 240px', minWidth: 0 } as const;

/** What a signed-in page's footer would show from the draft. */
function FooterPreview({ footer }: { footer: FooterInfo }) {
  return (
    <Box sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mb: 1 }}>
        {footer.links.map((link) => <Box key={`${link.name}-${link.url}`} component="span" sx={{ textDecoration: 'underline' }}>{link.name}</Box>)}
      </Box>
      <div>{[footer.address, footer.phone, footer.email].filter(Boolean).join('　')}</div>
      <div>{[footer.copyright, footer.icp].filter(Boolean).join('　')}</div>
    </Box>
  );
}

/**
 * The home page footer (indexfooterinfo, ADR 009 area homeFooter), a tab of 首页配置: the draft bar, then the
 * footer's fields and its links in order (drag or keyboard). Server refusals show beside their fields.
 */
export function FooterPage() {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const send = useSend();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(footerDetail, asIs);
  const area = useMemo(() => ({ calls: footerStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`footerConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);
  const [saving, setSaving] = useState(false);

  if (load.kind === 'loading') return <CircularProgress aria-label={t('footerConfig.title')} sx={{ m: 3 }} />;
  if (load.kind === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('footerConfig.retry')}</Button>}>{t('footerConfig.loadFailed')}：{load.message}</Alert>;
  }

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    try {
      await send(footerSubmit, values as FooterDocument);
      notify(t('footerConfig.saved'), { type: 'success' });
      changed();
      return undefined;
    } catch (error) {
      // react-admin puts what the server named beside each field (e.g. links.0.url), the rest under the form.
      const refused = toHttpError(error);
      const body = refused.body as { errors?: Record<string, unknown> } | undefined;
      if (body?.errors) return body.errors;
      notify(refused.message, { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(footer) => <FooterPreview footer={footer} />} onDraftReplaced={replaced} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('footerConfig.help')}</Typography>
      {/* Remounted when the bar replaced the draft or a save landed, so the form starts from the draft. */}
      <SimpleForm key={`${generation}-${edits}`} record={load.doc} resolver={resolver} onSubmit={save} disabled={saving} sx={{ maxWidth: 880, p: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="schoolName" label={t('footerConfig.fields.schoolName')} sx={half} />
          <TextInput source="copyright" label={t('footerConfig.fields.copyright')} sx={half} />
          <TextInput source="address" label={t('footerConfig.fields.address')} sx={half} />
          <TextInput source="phone" label={t('footerConfig.fields.phone')} sx={half} />
          <TextInput source="email" label={t('footerConfig.fields.email')} sx={half} />
          <TextInput source="icp" label={t('footerConfig.fields.icp')} sx={half} />
        </Box>
        <OrderedRows source="links" heading={`${t('footerConfig.fields.links')}（≤ ${MAX_FOOTER_LINKS}）`} addLabel={t('footerConfig.addLink')} nameKey="name" blank={{ name: '', url: '' }}
          renderRow={(i) => (
            <>
              <TextInput source={`links.${i}.name`} label={t('footerConfig.fields.name')} sx={half} />
              <TextInput source={`links.${i}.url`} label={t('footerConfig.fields.url')} sx={{ ...half, flexBasis: 320 }} />
            </>
          )} />
      </SimpleForm>
    </Box>
  );
}
