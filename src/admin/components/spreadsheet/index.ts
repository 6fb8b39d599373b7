/** The studio's spreadsheet export and import (issue 7): one dialog each, and the toolbar every admin list adds. */
export { SpreadsheetToolbar, type SpreadsheetToolbarProps } from './SpreadsheetToolbar';
export { ExportDialog, type ExportDialogProps } from './ExportDialog';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { createExportApi, createImportApi, type ListScope } from './spreadsheet-api';
export type { ExportApi, ExportSelection, ImportApi } from './types';
