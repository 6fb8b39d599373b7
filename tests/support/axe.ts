import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** One axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Runs axe-core in the page against WCAG 2.0/2.1 A and AA and returns the violations. */
export async function checkAccessibility(page: Page, options: { include?: string } = {}): Promise<AxeViolation[]> {
  // A dialog still fading in has a translucent button that fails contrast: let finite animations and transitions end
  // first (spinners run forever and are left alone).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    .map((a) => a.finished.catch(() => undefined))));
  // Evaluated through the DevTools protocol, not a <script> tag: the page's CSP (script-src 'self') stays on.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
    return axe.run(include ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  }, options.include ?? null) as AxeResult;
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }));
}
