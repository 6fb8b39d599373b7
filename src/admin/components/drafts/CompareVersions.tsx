import { useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { CompareResult, VersionRef, VersionSummary } from '../../../shared/schema/studio-config';
import { ChangeList } from './ChangeList';
import { messageOf } from './errors';
import type { ChangeLabels } from './format-change';
import { useDraftTexts } from './texts';
import { SILENT, type DraftArea } from './types';

function refKey(ref: VersionRef): string {
  return String(ref);
}

function parseRef(key: string): VersionRef {
  return key === 'draft' || key === 'published' ? key : Number(key);
}

/** Compares any two of: the draft, the published version, or a numbered version; shows the server's diff. */
export function CompareVersions({ area, versions, labels }: { area: DraftArea; versions: readonly VersionSummary[]; labels: ChangeLabels }) {
  const t = useDraftTexts();
  const [from, setFrom] = useState<VersionRef>('published');
  const [to, setTo] = useState<VersionRef>('draft');
  const [result, setResult] = useState<CompareResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options: { key: string; label: string }[] = [
    { key: 'draft', label: t.draftRef },
    { key: 'published', label: t.publishedRef },
    ...versions.map((v) => ({ key: String(v.version), label: t.version(v.version) })),
  ];

  async function compare() {
    setFailure(null);
    try {
      setResult(await area.client.call(area.calls.compare, { from, to }, SILENT));
    } catch (error) {
      setResult(null);
      setFailure(messageOf(error));
    }
  }

  const select = (id: string, label: string, value: VersionRef, onChange: (ref: VersionRef) => void) => (
    <FormControl color="secondary" size="small" sx={{ minWidth: 120 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={refKey(value)} onChange={(event) => { onChange(parseRef(event.target.value)); setResult(null); }}>
        {options.map((option) => <MenuItem key={option.key} value={option.key}>{option.label}</MenuItem>)}
      </Select>
    </FormControl>
  );

  return (
    <Box component="section" aria-label={t.compareRun} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {select('draft-compare-from', t.compareFrom, from, setFrom)}
        {select('draft-compare-to', t.compareTo, to, setTo)}
        <Button color="secondary" variant="outlined" onClick={() => { void compare(); }}>{t.compareRun}</Button>
      </Box>
      {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
      {result ? <div aria-live="polite"><ChangeList changes={result.changes} labels={labels} /></div> : null}
    </Box>
  );
}
