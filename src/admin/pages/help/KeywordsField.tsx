import { useState } from 'react';
import { TextField } from '@mui/material';

export interface KeywordsFieldProps {
  label: string;
  value: readonly string[];
  error?: string;
  onChange(value: string[]): void;
}

const split = (text: string) => text.split(/[,，、]/).map((w) => w.trim()).filter((w) => w !== '');

/** A list of words typed as one line, separated by commas (ASCII or Chinese) or 、; the list follows each keystroke. */
export function KeywordsField({ label, value, error, onChange }: KeywordsFieldProps) {
  // The typed text is kept as typed (a trailing comma included); the list is what the form submits.
  const [text, setText] = useState(() => value.join('，'));
  return (
    <TextField color="secondary" label={label} value={text} error={error !== undefined} helperText={error}
      onChange={(event) => { setText(event.target.value); onChange(split(event.target.value)); }} />
  );
}
