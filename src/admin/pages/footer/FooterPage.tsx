import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { SimpleForm, TextInput } from 'react-admin';
import { footerDetail, footerStudio, footerSubmit } from '../../../shared/api/catalogue/footer-config';
import { footerDocumentSchema, MAX_FOOTER_LINKS, type FooterDocument } from '../../../shared/schema/footer-config';
import type { FooterInfo } from '../../../shared/schema/shell';
import { DraftBar, DraftLoadState, useDraftDocument, useDraftSave, type ChangeLabels } from '../../components/drafts';
import { OrderedRows } from '../guides/OrderedRows';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

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
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(footerDetail, asIs);
  const { saving, save: saveDraft } = useDraftSave(footerSubmit, t('footerConfig.saved'), changed);
  const area = useMemo(() => ({ calls: footerStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({ fieldLabel: (key) => t.dynamic(`footerConfig.fields.${key}`, { defaultValue: '' }) || undefined }), [t]);

  if (load.kind !== 'ready') {
    return <DraftLoadState load={load} onRetry={() => { void reload(); }} title={t('footerConfig.title')} retry={t('footerConfig.retry')} failed={t('footerConfig.loadFailed')} />;
  }

  function save(values: Record<string, unknown>) {
    return saveDraft(values as FooterDocument);
  }

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(footer) => <FooterPreview footer={footer} />} onDraftReplaced={replaced} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('footerConfig.help')}</Typography>
      {/* Remounted when the bar replaced the draft or a save landed, so the form starts from the draft. */}
      <SimpleForm key={`${generation}-${edits}`} record={load.doc} resolver={resolver} onSubmit={save} disabled={saving} sx={{ maxWidth: 880, p: 0 }}>
        <WarnUnsaved />
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
