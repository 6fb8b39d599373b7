import { useId, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { saveReportConfig } from '../../../shared/api/catalogue/efficiency';
import { EFFICIENCY_INDICATORS, TREND_UNITS, type ReportConfig, type TrendUnit } from '../../../shared/schema/efficiency';
import { useSend } from '../../data-provider/use-call';
import { useSave } from '../prelogin/use-save';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The whole configuration as one form: blocks (shown, order), overview indicators, trend unit, ranking size, title. */
export function ConfigEditor({ doc, onSaved }: { doc: ReportConfig; onSaved(): void }) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const blocksId = useId();
  const indicatorsId = useId();
  const [config, setConfig] = useState<ReportConfig>(doc);
  const { run, saving, fieldErrors, error } = useSave(t('efficiencyConfig.saved'), onSaved);
  const move = (index: number, by: -1 | 1) => setConfig((c) => {
    const blocks = [...c.blocks];
    const [item] = blocks.splice(index, 1);
    if (item) blocks.splice(index + by, 0, item);
    return { ...c, blocks };
  });
  const toggleIndicator = (key: (typeof EFFICIENCY_INDICATORS)[number], on: boolean) => setConfig((c) => ({
    ...c,
    // Kept in the catalogue's order, so the overview's figures never shuffle.
    indicators: EFFICIENCY_INDICATORS.filter((k) => (k === key ? on : c.indicators.includes(k))),
  }));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <TextField size="small" label={t('efficiencyConfig.pageTitle')} value={config.title} onChange={(e) => setConfig((c) => ({ ...c, title: e.target.value }))}
        error={Boolean(fieldErrors.title)} helperText={fieldErrors.title} slotProps={{ htmlInput: { maxLength: 30 } }} />
      <Box component="section" aria-labelledby={blocksId}>
        <Typography id={blocksId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('efficiencyConfig.blocksHeading')}</Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }}>{t('efficiencyConfig.blocksHelp')}</Typography>
        <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {config.blocks.map((block, index) => (
            <Box component="li" key={block.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
              <FormControlLabel sx={{ flex: 1 }} label={t(`efficiencyConfig.blocks.${block.key}`)} control={(
                <Checkbox checked={block.visible}
                  onChange={(e) => setConfig((c) => ({ ...c, blocks: c.blocks.map((b) => (b.key === block.key ? { ...b, visible: e.target.checked } : b)) }))} />
              )} />
              <IconButton aria-label={t('efficiencyConfig.up', { name: t(`efficiencyConfig.blocks.${block.key}`) })} disabled={index === 0} onClick={() => move(index, -1)}><ArrowUpwardIcon /></IconButton>
              <IconButton aria-label={t('efficiencyConfig.down', { name: t(`efficiencyConfig.blocks.${block.key}`) })} disabled={index === config.blocks.length - 1} onClick={() => move(index, 1)}><ArrowDownwardIcon /></IconButton>
            </Box>
          ))}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby={indicatorsId}>
        <Typography id={indicatorsId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('efficiencyConfig.indicatorsHeading')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {EFFICIENCY_INDICATORS.map((key) => (
            <FormControlLabel key={key} label={t(`efficiencyConfig.indicators.${key}`)}
              control={<Checkbox checked={config.indicators.includes(key)} onChange={(e) => toggleIndicator(key, e.target.checked)} />} />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('efficiencyConfig.trendUnit')} value={config.defaultTrendUnit} sx={{ width: 180 }}
          onChange={(e) => setConfig((c) => ({ ...c, defaultTrendUnit: e.target.value as TrendUnit }))}>
          {TREND_UNITS.map((u) => <MenuItem key={u} value={u}>{t(`efficiencyConfig.units.${u}`)}</MenuItem>)}
        </TextField>
        <TextField type="number" size="small" label={t('efficiencyConfig.topSize')} value={config.topSize} sx={{ width: 160 }}
          onChange={(e) => setConfig((c) => ({ ...c, topSize: Number(e.target.value) }))}
          error={Boolean(fieldErrors.topSize)} helperText={fieldErrors.topSize} slotProps={{ htmlInput: { min: 3, max: 20 } }} />
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button variant="contained" disabled={saving} onClick={() => { void run(() => send(saveReportConfig, config)); }}>{t('efficiencyConfig.save')}</Button>
      </Box>
    </Stack>
  );
}
