/** The studio's spreadsheet export and import (ADR 011): the toolbar every admin list adds, over the dialogs of src/ui/spreadsheet. */
export { SpreadsheetToolbar } from './SpreadsheetToolbar';
export { StudioSpreadsheetHost } from './StudioSpreadsheetHost';
export { ImportDialog } from './ImportDialog';
