import { Box } from '@mui/material';
import type { SearchForm, SpreadsheetListName } from '../../../shared/schema/spreadsheet-jobs';
import type { ListSort } from '../../../shared/schema/list-sort';
import { SpreadsheetToolbar } from '../../components/spreadsheet';

export interface ListSpreadsheetProps {
  list: SpreadsheetListName;
  /** The tab's current search, exported as range 2 (EXP-02). */
  filter: SearchForm;
  /** The tab's order: every range is exported in it. */
  sort: ListSort<string> | null;
  onImported?: () => void;
}

/**
 * 导出 (and 导入 where the list imports) above a help tab's table. Kept outside the tab's search form: the dialogs'
 * own forms would otherwise submit it too, since React passes their submit up the component tree.
 */
export function ListSpreadsheet({ list, filter, sort, onImported }: ListSpreadsheetProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <SpreadsheetToolbar list={list} selection={{ filter, selectedIds: [], ...(sort ? { sort } : {}) }} {...(onImported ? { onImported } : {})} />
    </Box>
  );
}
