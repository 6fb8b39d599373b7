/**
 * The studio's spreadsheet export and import (ADR 011): the toolbar every admin list adds, over the dialogs of
 * src/ui/spreadsheet. The import dialog is its own module (`./ImportDialog`), loaded when opened (ADR 034).
 */
export { SpreadsheetToolbar } from './SpreadsheetToolbar';
export { StudioSpreadsheetHost } from './StudioSpreadsheetHost';
