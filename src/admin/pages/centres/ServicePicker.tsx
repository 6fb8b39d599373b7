import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { CentreCalls } from '../../../shared/api/catalogue/centre-config';
import type { PinnedService } from '../../../shared/schema/centre-config';
import { useCallQuery } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** Typing pauses this long before the centre's services are searched. */
const DEBOUNCE_MS = 250;

export interface ServicePickerProps {
  calls: CentreCalls;
  /** Already pinned: not offered again. */
  exclude: ReadonlySet<string>;
  disabled: boolean;
  onPick(service: PinnedService): void;
}

/** Finds a service of the centre by name (keyboard: type, arrows, Enter) and pins it. */
export function ServicePicker({ calls, exclude, disabled, onPick }: ServicePickerProps) {
  const { t } = useStudioTranslation();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => { setKeyword(input.trim()); }, DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [input]);

  // The last answer stays offered while the next keyword's is read; a failed search offers nothing.
  const found = useCallQuery(calls.serviceOptions, { keyword }, { keepPrevious: true });
  const options: readonly PinnedService[] = found.isError ? [] : found.data ?? [];
  const loading = input.trim() !== keyword || found.isFetching;

  return (
    <Autocomplete
      options={options.filter((o) => !exclude.has(o.serviceId))}
      getOptionLabel={(o) => `${o.serviceName}（${o.deptName}）`}
      isOptionEqualToValue={(a, b) => a.serviceId === b.serviceId}
      filterOptions={(all) => all}
      loading={loading}
      disabled={disabled}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => { if (reason !== 'reset') setInput(value); }}
      onChange={(_e, value) => { if (value) { onPick(value); setInput(''); } }}
      noOptionsText={t('centres.noOptions')}
      renderInput={(params) => <TextField {...params} color="secondary" size="small" label={t('centres.addService')} placeholder={t('centres.searchService')} />}
    />
  );
}
