import { useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { VersionRef, VersionSummary } from '../../../shared/schema/studio-config';
import { ChangeList } from './ChangeList';
import type { ChangeLabels } from './format-change';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useCallQuery } from '../../data-provider/use-call';
import type { DraftArea } from './types';

function refKey(ref: VersionRef): string {
  return String(ref);
}

function parseRef(key: string): VersionRef {
  return key === 'draft' || key === 'published' ? key : Number(key);
}

/** Compares any two of: the draft, the published version, or a numbered version; shows the server's diff. */
export function CompareVersions({ area, versions, labels }: { area: DraftArea; versions: readonly VersionSummary[]; labels: ChangeLabels }) {
  const { t } = useStudioTranslation();
  const [from, setFrom] = useState<VersionRef>('published');
  const [to, setTo] = useState<VersionRef>('draft');
  // The pair last asked for with 比较; choosing another version clears the answer until it is asked again.
  const [asked, setAsked] = useState<{ from: VersionRef; to: VersionRef } | null>(null);
  const compared = useCallQuery(area.calls.compare, asked ?? { from, to }, { enabled: asked !== null });
  const result = asked !== null && compared.isSuccess && !compared.isFetching ? compared.data : null;
  const failure = asked !== null && compared.isError && !compared.isFetching ? compared.error.message : null;
  const options: { key: string; label: string }[] = [
    { key: 'draft', label: t('drafts.draftRef') },
    { key: 'published', label: t('drafts.publishedRef') },
    ...versions.map((v) => ({ key: String(v.version), label: t('drafts.version', { v: v.version }) })),
  ];

  function compare() {
    if (asked !== null) void compared.refetch();
    else setAsked({ from, to });
  }

  const select = (id: string, label: string, value: VersionRef, onChange: (ref: VersionRef) => void) => (
    <FormControl color="secondary" size="small" sx={{ minWidth: 120 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={refKey(value)} onChange={(event) => { onChange(parseRef(event.target.value)); setAsked(null); }}>
        {options.map((option) => <MenuItem key={option.key} value={option.key}>{option.label}</MenuItem>)}
      </Select>
    </FormControl>
  );

  return (
    <Box component="section" aria-label={t('drafts.compareRun')} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {select('draft-compare-from', t('drafts.compareFrom'), from, setFrom)}
        {select('draft-compare-to', t('drafts.compareTo'), to, setTo)}
        <Button color="secondary" variant="outlined" onClick={compare}>{t('drafts.compareRun')}</Button>
      </Box>
      {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
      {result ? <div aria-live="polite"><ChangeList changes={result.changes} labels={labels} /></div> : null}
    </Box>
  );
}
