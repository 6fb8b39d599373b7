import { statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API tier's longest files, longest first: each takes one to several minutes of one worker (a fuzz of ten thousand
 * requests, spreadsheets of thousands of rows on both databases, servers started as child processes). Vitest orders
 * files by the durations of an earlier run, which a clean clone (CI) does not have; there it keeps the glob's order,
 * and a long file drawn last kept one worker busy for minutes after the other had finished. Started first, the long
 * files run beside the short ones, which then fill both workers to the end. A file missing here only runs later; the
 * order changes no result.
 */
const LONGEST_FIRST = [
  'fuzz.test.ts',
  'spreadsheet-limits.test.ts',
  'spreadsheet-studio-lists.test.ts',
  'studio-list-order-and-audit.test.ts',
  'auth-throttle.test.ts',
  'spreadsheet-import-draft.test.ts',
  'open-check.test.ts',
  'fault-redis-down.test.ts',
  'durability.test.ts',
  'fault-pglite.test.ts',
  'fault-sigkill-import.test.ts',
  'spreadsheet-resume.test.ts',
  'spreadsheet-export-resume.test.ts',
  'fault-postgres-restart.test.ts',
  'home-content.test.ts',
  'prelogin-config-drafts.test.ts',
  'chat-stream.test.ts',
  'robot-calls.test.ts',
  'directory-sync.test.ts',
  'efficiency-export.test.ts',
].map((name) => path.join('tests', 'api', name));

/** Long files of the API tier first (LONGEST_FIRST), then the rest largest first; other projects as Vitest orders them. */
export class ApiSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const api = sorted.filter((spec) => spec.project.name === 'api');
    if (api.length === 0) return sorted;
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    const ordered = [...api].sort((a, b) => rank(a) - rank(b) || size(b) - size(a));
    // The API files keep the places Vitest gave them among other projects' files, in the new order.
    let next = 0;
    return sorted.map((spec) => (spec.project.name === 'api' ? (ordered[next++] ?? spec) : spec));
  }
}
