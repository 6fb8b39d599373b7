import type { ReactNode } from 'react';
import {
  Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import type { PagedLoad } from './use-paged';

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  /** Columns left out on a phone, where the table would scroll sideways otherwise. */
  wide?: boolean;
}

export interface PagedTableProps<T> {
  label: string;
  state: PagedLoad<T>;
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  current: number;
  size: number;
  onPage(current: number): void;
  onSize(size: number): void;
  onRetry(): void;
}

/** A server-paged table with its loading, failed and empty states; on a phone only the main columns show. */
export function PagedTable<T>({ label, state, columns, rowKey, current, size, onPage, onSize, onRetry }: PagedTableProps<T>) {
  const { t } = useStudioTranslation();
  if (state.kind === 'loading') return <CircularProgress aria-label={label} sx={{ m: 3 }} />;
  if (state.kind === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('helpConfig.retry')}</Button>}>{t('helpConfig.loadFailed')}：{state.message}</Alert>;
  }
  const { records, total } = state.page;
  const hide = (column: Column<T>) => (column.wide ? { display: { xs: 'none', md: 'table-cell' } } : undefined);
  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.key} sx={hide(c)}>{c.label}</TableCell>)}</TableRow>
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
