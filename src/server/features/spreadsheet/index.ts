/**
 * The spreadsheet feature's public surface: what another feature may import from it (eslint.config.js forbids the
 * rest). An area with a list computed by code registers its export here and describes its columns with these types;
 * a studio list shown by its own page describes it with `listExportSource`.
 */
export { registerExportSource } from './services/export-registry';
export { onImportEnd } from './services/import-hooks';
export { formText, listExportSource } from './services/list-export';
export type { CellKind, ComputedExportSource, ExportField, ExportFilter } from './lists/export-sources';
