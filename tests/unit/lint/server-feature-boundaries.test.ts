import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule of eslint.config.js that keeps server features apart: a feature may import another feature's
 * index.ts (its public surface) and nothing else of it. The probe is linted as text under a path where the rule
 * applies, so no probe file sits in the tree for the normal lint run to trip on.
 */
const PROBE_PATH = 'src/server/features/cards/boundary-probe.ts';

// Cycles are another rule; following the probe's imports through the whole server would only cost time.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedPathErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: PROBE_PATH });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('server feature boundaries', () => {
  it("refuses a feature's import of another feature's internal module", async () => {
    const errors = await restrictedPathErrors("import { createDirectoryPages } from '../directory/services/list-page';\nexport const probe = createDirectoryPages;\n");
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it("refuses a feature's import of the composition root", async () => {
    const errors = await restrictedPathErrors("import { registerFeatures } from '../index';\nexport const probe = registerFeatures;\n");
    expect(errors).toHaveLength(1);
  });

  it("allows another feature's public surface, the feature's own modules and the kernel", async () => {
    const errors = await restrictedPathErrors([
      "import { registerExportSource } from '../spreadsheet';",
      "import { getCardData } from './services/get-card-data';",
      "import { fieldError } from '../../http/field-errors';",
      'export const probe = [registerExportSource, getCardData, fieldError];',
      '',
    ].join('\n'));
    expect(errors).toEqual([]);
  });
});
