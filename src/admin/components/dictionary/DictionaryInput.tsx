import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DictionarySelect } from './DictionarySelect';
import type { DictionarySource } from './use-dictionary-options';

export interface DictionaryInputProps {
  /** The form field, as any react-admin input names it. */
  source: string;
  dictionary: DictionarySource;
  /** A translation key or text; the field's name when absent, as react-admin inputs do. */
  label?: ReactNode;
  multiple?: boolean;
  validate?: Validator | Validator[];
  defaultValue?: string | string[] | null;
  helperText?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  debounceMs?: number;
}

// The field holds dictKeys: null or one key, or an array of keys. react-admin's defaults would turn null into ''
// and back, which a select of keys has no use for.
const formatSingle = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const formatMultiple = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const keep = (value: unknown) => value;

/**
 * The dictionary select bound to a react-hook-form field through react-admin's useInput: validation, the
 * required mark, touched/submitted error display and translated messages work as in any react-admin input.
 * @example <DictionaryInput source="deptId" label="所属部门" dictionary={{ call: getDeptTree, remote: true }} validate={required()} />
 */
export function DictionaryInput(props: DictionaryInputProps) {
  const { source, dictionary, label, multiple = false, validate, defaultValue, helperText, disabled, placeholder, debounceMs } = props;
  const { id, field, fieldState, formState, isRequired } = useInput({
    source,
    validate,
    defaultValue: defaultValue ?? (multiple ? [] : null),
    format: multiple ? formatMultiple : formatSingle,
    parse: keep,
  });
  const showsError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const common = {
    id,
    name: field.name,
    source: dictionary,
    // The select draws the required mark itself, with aria-required.
    label: <FieldTitle label={label} source={source} />,
    required: isRequired,
    disabled,
    placeholder,
    debounceMs,
    onBlur: field.onBlur,
    error: showsError,
    helperText: <InputHelperText error={showsError ? fieldState.error?.message : undefined} helperText={helperText} />,
  };
  const value: unknown = field.value;
  return multiple ? (
    <DictionarySelect {...common} multiple value={formatMultiple(value)} onChange={(keys) => field.onChange(keys)} />
  ) : (
    <DictionarySelect {...common} value={formatSingle(value)} onChange={(key) => field.onChange(key)} />
  );
}
