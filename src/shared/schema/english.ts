import { z } from 'zod/mini';

/**
 * An optional English sibling of a configured Chinese text (ADR 033): trimmed, '' or absent when there is none, so the
 * portal falls back to the Chinese one. English runs longer than Chinese, so each limit is its own, not the Chinese one.
 */
export const englishText = (max: number, label: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`)));

/** An English sibling in an answer: absent or '' when none is set. */
export const englishAnswer = () => z.optional(z.string());

/** Database limits of the English columns (migration 0010), shared by the schemas and the imports. */
export const ENGLISH_LIMITS = {
  navigationName: 64,
  cardTypeName: 60,
  cardName: 60,
  cardIntroduction: 400,
  serviceName: 200,
  description: 4000,
  deptName: 200,
  sceneName: 100,
  serviceTypeName: 100,
} as const;
