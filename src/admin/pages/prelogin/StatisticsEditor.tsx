import { useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { savePreLoginConfig } from '../../../shared/api/catalogue/prelogin';
import { STATISTIC_KEYS } from '../../../shared/schema/prelogin';
import type { PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useSave } from './use-save';

type StatisticKey = (typeof STATISTIC_KEYS)[number];

export interface StatisticsEditorProps {
  doc: PreLoginDocument;
  onSaved(): void;
}

/** The figures of the statistics overview: ticking adds a figure at the end, so the order is the order ticked. */
export function StatisticsEditor({ doc, onSaved }: StatisticsEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const headingId = useId();
  const [chosen, setChosen] = useState<StatisticKey[]>(doc.config.statistics);
  const { run, saving, error } = useSave(t('preLogin.saved'), onSaved);
  const toggle = (key: StatisticKey, on: boolean) => setChosen((list) => (on ? [...list.filter((k) => k !== key), key] : list.filter((k) => k !== key)));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('preLogin.statistics.heading')}</Typography>
      <FormGroup aria-labelledby={headingId}>
        {STATISTIC_KEYS.map((key) => {
          const at = chosen.indexOf(key);
          return (
            <FormControlLabel key={key}
              control={<Checkbox checked={at >= 0} onChange={(e) => { toggle(key, e.target.checked); }} />}
              label={<Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {t(`preLogin.statistics.labels.${key}`)}{at >= 0 ? <Chip size="small" label={at + 1} /> : null}
              </Box>} />
          );
        })}
      </FormGroup>
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Button variant="contained" disabled={saving} sx={{ mt: 2 }}
        onClick={() => { void run(() => send(savePreLoginConfig, { ...doc.config, statistics: chosen })); }}>{t('preLogin.save')}</Button>
    </Box>
  );
}
