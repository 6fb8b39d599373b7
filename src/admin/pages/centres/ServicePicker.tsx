import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { CentreCalls } from '../../../shared/api/catalogue/centre-config';
import type { ApiClient } from '../../../shared/api/client-types';
import type { PinnedService } from '../../../shared/schema/centre-config';
import { useCentreTexts } from './texts';

/** Typing pauses this long before the centre's services are searched. */
const DEBOUNCE_MS = 250;

export interface ServicePickerProps {
  client: ApiClient;
  calls: CentreCalls;
  /** Already pinned: not offered again. */
  exclude: ReadonlySet<string>;
  disabled: boolean;
  onPick(service: PinnedService): void;
}

/** Finds a service of the centre by name (keyboard: type, arrows, Enter) and pins it. */
export function ServicePicker({ client, calls, exclude, disabled, onPick }: ServicePickerProps) {
  const t = useCentreTexts();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PinnedService[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      client.call(calls.serviceOptions, { keyword: input.trim() }, { silent: true }).then(
        (found) => { if (live) setOptions(found); },
        () => { if (live) setOptions([]); },
      ).finally(() => { if (live) setLoading(false); });
    }, DEBOUNCE_MS);
    return () => { live = false; clearTimeout(timer); };
  }, [calls, client, input]);

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
      noOptionsText={t.noOptions}
      renderInput={(params) => <TextField {...params} color="secondary" size="small" label={t.addService} placeholder={t.searchService} />}
    />
  );
}
