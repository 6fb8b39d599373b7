import type { ExportListName } from '../../../../shared/schema/spreadsheet-jobs';
import type { ComputedExportSource } from '../lists/export-sources';

/**
 * The lists whose rows code computes (ComputedExportSource), by list name. The area that computes a list registers
 * its source when its routes are registered (efficiency's tables, the studio lists shown from a draft), so the
 * spreadsheet jobs export them without importing the areas. A source is code, the same for every app of the process:
 * registering it again is harmless, registering another one under the same name is a programming error.
 */
const sources = new Map<ExportListName, ComputedExportSource<unknown>>();

export function registerExportSource<V>(list: ExportListName, source: ComputedExportSource<V>): void {
  const known = sources.get(list);
  if (known && known !== source) throw new Error(`another export source is registered for ${list}`);
  sources.set(list, source as ComputedExportSource<unknown>);
}

/** The registered source of a computed list, or undefined for a list read from its live table by SQL. */
export function registeredExportSource(list: ExportListName): ComputedExportSource<unknown> | undefined {
  return sources.get(list);
}
