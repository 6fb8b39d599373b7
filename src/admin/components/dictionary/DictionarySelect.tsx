import { useId, useRef, useState, type FocusEventHandler, type HTMLAttributes, type Key, type ReactNode } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { DictionaryOption } from './options';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import './texts';
import { useDictionaryOptions, type DictionarySource } from './use-dictionary-options';

/** How long typing must pause before a remote search goes out. */
const DICTIONARY_SEARCH_DEBOUNCE_MS = 300;

interface CommonProps {
  source: DictionarySource;
  label: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Shows the required mark and tells assistive technology; the form's own validation enforces it. */
  required?: boolean;
  /** Marks the field invalid; `helperText` says why. */
  error?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  fullWidth?: boolean;
  debounceMs?: number;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  /** The chosen dictKey, or null. */
  value: string | null;
  onChange(value: string | null): void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  /** The chosen dictKeys in the order they were chosen. */
  value: readonly string[];
  onChange(value: string[]): void;
}

export type DictionarySelectProps = SingleProps | MultipleProps;

const visuallyHidden = {
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0,
} as const;

/** Every option seen so far by value, so a chosen one keeps its label after a remote search replaced the list. */
function useKnownOptions(options: DictionaryOption[]): (value: string) => DictionaryOption {
  const known = useRef(new Map<string, DictionaryOption>());
  for (const option of options) known.current.set(option.value, option);
  return (value) => known.current.get(value) ?? { value, label: value, depth: 0, isGroup: false };
}

/**
 * The studio's dictionary select (DICT-01, DICT-02): a combobox over the options of a dictionary call, single or
 * multiple, with remote search under the source's parameter name and answers cached in the session for 5 minutes.
 * Needs a DictionaryProvider above it. Keyboard: type to search, ↑/↓ to move, Enter to choose, Esc to close;
 * how many options were found is announced to screen readers.
 * @example <DictionarySelect label="部门" source={{ call: getDeptTree, remote: true }} value={deptId} onChange={setDeptId} />
 */
export function DictionarySelect(props: DictionarySelectProps) {
  const { source, label, required, disabled, error, helperText, placeholder, fullWidth = true, onBlur } = props;
  const { t } = useStudioTranslation();
  const generatedId = useId();
  const id = props.id ?? `dictionary-${generatedId}`;
  const [typed, setTyped] = useState('');
  const [isOpen, setOpen] = useState(false);
  const { options, loading, failed } = useDictionaryOptions(source, typed, props.debounceMs ?? DICTIONARY_SEARCH_DEBOUNCE_MS);
  const optionOf = useKnownOptions(options);
  // A chosen value stays among the options even when the current search did not bring it (or the list no longer
  // holds it): the box can then show it, and MUI has no value it cannot find.
  const chosen = props.multiple ? props.value : props.value === null || props.value === '' ? [] : [props.value];
  const listed = new Set(options.map((option) => option.value));
  const shown = [...options, ...chosen.filter((value) => !listed.has(value)).map(optionOf)];

  const shared = {
    id,
    options: shown,
    loading,
    disabled,
    fullWidth,
    open: isOpen,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    getOptionLabel: (option: DictionaryOption) => option.label,
    getOptionKey: (option: DictionaryOption) => option.value,
    isOptionEqualToValue: (option: DictionaryOption, chosen: DictionaryOption) => option.value === chosen.value,
    ...(source.leavesOnly ? { getOptionDisabled: (option: DictionaryOption) => option.isGroup } : {}),
    // The server has filtered a remote search already; filtering again by label would hide matches by code.
    ...(source.remote ? { filterOptions: (list: DictionaryOption[]) => list } : {}),
    onInputChange: (_event: unknown, text: string, reason: string) => {
      // 'reset' is the chosen option's label written back into the box: not something the user searched for.
      if (reason === 'input' || reason === 'clear') setTyped(text);
    },
    onBlur,
    loadingText: t('dictionarySelect.loading'),
    noOptionsText: t('dictionarySelect.noOptions'),
    openText: t('dictionarySelect.open'),
    closeText: t('dictionarySelect.close'),
    clearText: t('dictionarySelect.clear'),
    renderOption: (itemProps: HTMLAttributes<HTMLLIElement> & { key?: Key }, option: DictionaryOption) => {
      const { key, style, ...rest } = itemProps;
      // A tree answer's depth shows as indentation; aria-level tells it to screen readers too.
      return (
        <li key={key} {...rest} aria-level={option.depth + 1} style={{ ...style, paddingLeft: 16 + option.depth * 16 }}>
          {option.label}
        </li>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={props.name}
        // Required is told (aria-required) and shown (*), but not put on the input: a native `required` would
        // block the form with the browser's own bubble before the form's validation speaks.
        label={required ? <>{label}<span aria-hidden="true"> *</span></> : label}
        placeholder={placeholder}
        error={error || failed}
        helperText={failed ? t('dictionarySelect.loadFailed') : helperText}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, 'aria-required': required || undefined },
          input: {
            ...params.slotProps.input,
            endAdornment: (
              <>
                {loading && isOpen ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
                {params.slotProps.input.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };

  // MUI's own live region says "loading" and "no options"; how many were found it leaves unsaid.
  const announcement = isOpen && !loading && options.length > 0 ? t('dictionarySelect.resultCount', { count: options.length }) : '';
  return (
    <>
      {props.multiple ? (
        <Autocomplete<DictionaryOption, true>
          {...shared}
          multiple
          value={props.value.map(optionOf)}
          onChange={(_event, chosen) => props.onChange(chosen.map((option) => option.value))}
        />
      ) : (
        <Autocomplete<DictionaryOption, false>
          {...shared}
          value={props.value === null || props.value === '' ? null : optionOf(props.value)}
          onChange={(_event, chosen) => props.onChange(chosen?.value ?? null)}
        />
      )}
      <span role="status" aria-live="polite" style={visuallyHidden}>{announcement}</span>
    </>
  );
}
