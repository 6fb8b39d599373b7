import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';
import type { ImportMatchResult } from '../../../ui/spreadsheet/types';

export interface FieldMatchingProps {
  matching: ImportMatchResult;
  /** System field key (column) → the sheet column chosen ('' none). */
  matches: Readonly<Record<string, string>>;
  onChange(column: string, configure: string): void;
  /** IMP-12's message, shown when a required field is left unmatched. */
  error: string | null;
  /** Required fields left unmatched, marked in the table. */
  unmatched: ReadonlySet<string>;
}

/** IMP-12: each system field (dbFieldList) beside a choice of the sheet's columns (excelField), proposed by matchFieldList. */
export function FieldMatching({ matching, matches, onChange, error, unmatched }: FieldMatchingProps) {
  const t = useSpreadsheetTexts();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>{t.import.matching}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}>
        {matching.dbFieldList.map((field) => {
          const required = field.is_must === 1;
          return (
            <TextField
              key={field.column}
              select
              size="small"
              label={field.columnName}
              required={required}
              value={matches[field.column] ?? ''}
              error={unmatched.has(field.column)}
              onChange={(e) => onChange(field.column, e.target.value)}
            >
              <MenuItem value=""><em>{t.import.notMatched}</em></MenuItem>
              {matching.excelField.map((title) => <MenuItem key={title} value={title}>{title}</MenuItem>)}
            </TextField>
          );
        })}
      </Box>
      {error !== null ? <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{error}</Alert> : null}
    </Box>
  );
}
