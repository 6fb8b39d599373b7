import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { commonToolSave } from '../../../shared/api/catalogue/prelogin-config';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { PreLoginDocument, ToolItem } from '../../../shared/schema/prelogin-config';
import { useSend } from '../../data-provider/use-call';
import { ToolUrlField } from './ToolUrlField';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useSave } from './use-save';

type Tool = Omit<ToolItem, 'id'> & { id?: string; key: string };

export interface ToolsEditorProps {
  doc: PreLoginDocument;
  onSaved(): void;
}

let counter = 0;
const localKey = () => `new-${(counter += 1)}`;

/** The common tools in order: name, address (checked by verifyUrl beside the field) and how each opens. */
export function ToolsEditor({ doc, onSaved }: ToolsEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const headingId = useId();
  const [tools, setTools] = useState<Tool[]>(() => doc.tools.map((tool) => ({ ...tool, key: tool.id })));
  const { run, saving, fieldErrors, error } = useSave(t('preLogin.saved'), onSaved);
  const update = (key: string, change: Partial<Tool>) => setTools((list) => list.map((x) => (x.key === key ? { ...x, ...change } : x)));
  const moveUp = (index: number) => setTools((list) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index - 1, 0, item);
    return next;
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('preLogin.tools.heading')}</Typography>
      {tools.length === 0 ? <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('preLogin.tools.empty')}</Typography> : null}
      <Stack spacing={1}>
        {tools.map((tool, index) => (
          <Box key={tool.key} data-tool-key={tool.key}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {isAllowedImageUrl(tool.toolsIcon)
              ? <Box component="img" src={tool.toolsIcon} alt="" sx={{ width: 32, height: 32, mt: 0.5, borderRadius: 1 }} />
              : <Box sx={{ width: 32, height: 32 }} />}
            <TextField size="small" label={t('preLogin.tools.name')} value={tool.toolsName} onChange={(e) => { update(tool.key, { toolsName: e.target.value }); }}
              error={Boolean(fieldErrors[`tools.${index}.toolsName`])} helperText={fieldErrors[`tools.${index}.toolsName`]}
              slotProps={{ htmlInput: { maxLength: 32 } }} sx={{ flex: '1 1 140px', minWidth: 0 }} />
            <ToolUrlField value={tool.url} onChange={(url) => { update(tool.key, { url }); }} error={fieldErrors[`tools.${index}.url`]} />
            <TextField select size="small" label={t('preLogin.tools.openWay')} value={tool.openWay}
              onChange={(e) => { update(tool.key, { openWay: Number(e.target.value) as Tool['openWay'] }); }} sx={{ width: 130 }}>
              {([1001, 1002, 1003] as const).map((way) => <MenuItem key={way} value={way}>{t(`preLogin.tools.openWays.${way}`)}</MenuItem>)}
            </TextField>
            <IconButton aria-label={t('preLogin.tools.up', { name: tool.toolsName })} disabled={index === 0} onClick={() => { moveUp(index); }}><ArrowUpwardIcon /></IconButton>
            <IconButton aria-label={t('preLogin.tools.remove', { name: tool.toolsName })} onClick={() => { setTools((list) => list.filter((x) => x.key !== tool.key)); }}><DeleteIcon /></IconButton>
          </Box>
        ))}
      </Stack>
      <Button variant="outlined" startIcon={<AddIcon />} sx={{ mt: 1.5 }}
        onClick={() => { setTools((list) => [...list, { key: localKey(), toolsName: `${t('preLogin.tools.newName')}${list.length + 1}`, toolsIcon: '', url: 'https://', openWay: 1003 }]); }}>
        {t('preLogin.tools.add')}
      </Button>
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Box><Button variant="contained" disabled={saving} sx={{ mt: 2 }}
        onClick={() => { void run(() => send(commonToolSave, { tools: tools.map(({ key: _key, ...x }) => x) })); }}>{t('preLogin.save')}</Button></Box>
    </Box>
  );
}
