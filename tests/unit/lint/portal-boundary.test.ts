import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
// import/no-cycle cannot walk a file that is not on disk (its SCC cache has no entry for the probe); cycles are not
// what these probes test.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** Lints `code` as if it were the file at `path` (relative to the repository), with the project's eslint.config.js. */
async function problems(code: string, path: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const ADMIN_IMPORT = "import { studioTheme } from '../../admin/layout/theme';\n\nexport const probe = studioTheme;\n";

describe('the browser bundles\' import boundaries', () => {
  it('makes a portal module importing the studio a lint error', async () => {
    expect(await problems(ADMIN_IMPORT, 'src/portal/features/boundary-probe.ts')).toContainEqual(
      expect.objectContaining({ ruleId: 'import/no-restricted-paths', message: expect.stringContaining('portal never imports admin') }),
    );
  });

  it('makes the studio\'s spreadsheet dialogs a lint error in the portal too: there is no exception', async () => {
    const code = "import { SpreadsheetToolbar } from '../../admin/components/spreadsheet';\n\nexport const probe = SpreadsheetToolbar;\n";
    expect(await problems(code, 'src/portal/features/boundary-probe.ts')).toContainEqual(expect.objectContaining({ ruleId: 'import/no-restricted-paths' }));
  });

  it.each([
    ['a directive naming the rule', '// eslint-disable-next-line import/no-restricted-paths\n'],
    ['a directive naming every rule', '/* eslint-disable */\n'],
    ['a rule setting', '/* eslint import/no-restricted-paths: off */\n'],
    ['a directive on the import\'s own line', ''],
  ])('keeps the boundary when the probe turns it off inline with %s', async (_, comment) => {
    const code = comment === '' ? ADMIN_IMPORT.replace(';\n', '; // eslint-disable-line\n') : `${comment}${ADMIN_IMPORT}`;
    const found = await problems(code, 'src/portal/features/boundary-probe.ts');
    expect(found.some((p) => p.ruleId === 'import/no-restricted-paths' || p.ruleId === 'house/boundary-directives')).toBe(true);
  });

  it('makes the shared UI home importing the portal or the studio a lint error', async () => {
    const portal = "import { useServices } from '../portal/app/services';\n\nexport const probe = useServices;\n";
    const admin = "import { studioTheme } from '../admin/layout/theme';\n\nexport const probe = studioTheme;\n";
    expect(await problems(portal, 'src/ui/boundary-probe.ts')).toContainEqual(expect.objectContaining({ ruleId: 'import/no-restricted-paths' }));
    expect(await problems(admin, 'src/ui/boundary-probe.ts')).toContainEqual(expect.objectContaining({ ruleId: 'import/no-restricted-paths' }));
  });

  it('makes react-admin in the shared UI home a lint error', async () => {
    const code = "import { useNotify } from 'react-admin';\n\nexport const probe = useNotify;\n";
    expect(await problems(code, 'src/ui/boundary-probe.ts')).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports' }));
  });

  it('lets the portal import the shared UI home', async () => {
    const code = "import { saveBlob } from '../../ui/save-blob';\n\nexport const probe = saveBlob;\n";
    expect(await problems(code, 'src/portal/features/boundary-probe.ts')).toEqual([]);
  });
});
