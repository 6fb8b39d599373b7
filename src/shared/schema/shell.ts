import { z } from 'zod/mini';
import { englishAnswer } from './english';

/** Navigation entry (doc1 §3). isBuilt 2 = custom; isAuto 1 = enabled. */
export const navigationEntrySchema = z.object({
  id: z.string(),
  navigationName: z.string(),
  /** Optional English name (ADR 033); the portal falls back to navigationName. */
  navigationNameEn: englishAnswer(),
  navigationType: z.string(),
  isBuilt: z.number().check(z.int()),
  isAuto: z.number().check(z.int()),
  path: z.string(),
  configPath: z.string(),
  sort: z.number().check(z.int()),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** One entry of the configuration-menu list; the guard matches `path` or `name` (ROUTE-03). */
export const configMenuEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  path: z.string(),
  sort: z.number().check(z.int()),
});
export type ConfigMenuEntry = z.infer<typeof configMenuEntrySchema>;

export const footerInfoSchema = z.object({
  schoolName: z.string(),
  copyright: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  icp: z.string(),
  links: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type FooterInfo = z.infer<typeof footerInfoSchema>;

/** result of POST /api/blade-platform/nobody/index/index (ROUTE-05). */
export const indexInfoSchema = z.object({
  questionBasciConfig: z.object({
    robotName: z.string(),
    greeting: z.string(),
    isOpen: z.number().check(z.int()),
  }),
});
export type IndexInfo = z.infer<typeof indexInfoSchema>;
