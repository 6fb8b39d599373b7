import type { ReactNode } from 'react';
import {
  Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import type { ListSort } from '../../../shared/schema/list-sort';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import type { PagedLoad } from './use-paged';

export interface Column<T, S extends string = never> {
  key: string;
  label: string;
  /** The server's sort field of the column; a column without one is not sortable. */
  sortField?: S;
  render(row: T): ReactNode;
  /** Columns left out on a phone, where the table would scroll sideways otherwise. */
  wide?: boolean;
}

export interface PagedTableProps<T, S extends string = never> {
  label: string;
  state: PagedLoad<T>;
  columns: readonly Column<T, S>[];
  /** The order the server answered the page in; null for the list's own. */
  sort?: ListSort<S> | null;
  onSort?(field: S): void;
  rowKey(row: T): string;
  current: number;
  size: number;
  onPage(current: number): void;
  onSize(size: number): void;
  onRetry(): void;
}

/**
 * A server-paged table with its loading, failed and empty states; on a phone only the main columns show. A column
 * with a sort field has a header button that orders the list by it on the server (again: the other way round).
 */
export function PagedTable<T, S extends string = never>({ label, state, columns, sort = null, onSort, rowKey, current, size, onPage, onSize, onRetry }: PagedTableProps<T, S>) {
  const { t } = useStudioTranslation();
  if (state.kind === 'loading') return <CircularProgress aria-label={label} sx={{ m: 3 }} />;
  if (state.kind === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('helpConfig.retry')}</Button>}>{t('helpConfig.loadFailed')}：{state.message}</Alert>;
  }
  const { records, total } = state.page;
  const hide = (column: Column<T, S>) => (column.wide ? { display: { xs: 'none', md: 'table-cell' } } : undefined);
  const header = (column: Column<T, S>) => {
    const { sortField } = column;
    if (sortField === undefined || onSort === undefined) return column.label;
    const active = sort?.field === sortField;
    return (
      <TableSortLabel active={active} direction={active && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => { onSort(sortField); }}>
        {column.label}
      </TableSortLabel>
    );
  };
  const ariaSort = (column: Column<T, S>) => {
    if (column.sortField === undefined || sort?.field !== column.sortField) return undefined;
    return sort.order === 'DESC' ? 'descending' : 'ascending';
  };
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.key} sx={hide(c)} aria-sort={ariaSort(c)}>{header(c)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {records.length === 0 ? (
              <TableRow><TableCell colSpan={columns.length}><Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>{t('helpConfig.empty')}</Typography></TableCell></TableRow>
            ) : records.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((c) => <TableCell key={c.key} sx={hide(c)}>{c.render(row)}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={total} page={current - 1} rowsPerPage={size} rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_e, page) => { onPage(page + 1); }} onRowsPerPageChange={(e) => { onSize(Number(e.target.value)); }}
        labelRowsPerPage={t('helpConfig.rowsPerPage')} labelDisplayedRows={({ from, to, count }) => t('helpConfig.pageOf', { from, to, count })} />
    </Box>
  );
}
