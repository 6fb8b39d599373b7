import { useState, type ReactNode } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface SearchBarProps {
  keywordLabel: string;
  initial: string;
  onSearch(keyword: string): void;
  /** Other filters beside the words (a select…). */
  extra?: ReactNode;
  /** The list's main action (新增…), at the row's end. */
  action?: ReactNode;
}

/** Words to search for (Enter or the button), other filters and the list's action; wraps on a phone. */
export function SearchBar({ keywordLabel, initial, onSearch, extra, action }: SearchBarProps) {
  const { t } = useStudioTranslation();
  const [keyword, setKeyword] = useState(initial);
  return (
    <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); onSearch(keyword.trim()); }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField color="secondary" size="small" label={keywordLabel} value={keyword} onChange={(e) => { setKeyword(e.target.value); }} sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }} />
      {extra}
      <Button type="submit" color="secondary" variant="outlined" startIcon={<SearchIcon />}>{t('helpConfig.search')}</Button>
      <Box sx={{ flex: 1 }} />
      {action}
    </Box>
  );
}
