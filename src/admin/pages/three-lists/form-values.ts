import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { tripleListConfigSchema, type ThreeListKey, type TripleListConfig } from '../../../shared/schema/three-lists';

/**
 * The three lists' configuration as its form holds it: the lists in their display order (the order is the sort,
 * renumbered on save), and the categories as rows so each can be chosen, ordered and removed by itself.
 */
export interface ThreeListsFormValues {
  pageTitle: string;
  intro: string;
  lists: Array<{ key: ThreeListKey; title: string; visible: boolean }>;
  categories: Array<{ name: string }>;
  showEmptyDepts: boolean;
  showCounts: boolean;
  pageSize: number;
  dutyTypeRequired: boolean;
}

export function toFormValues(config: TripleListConfig): ThreeListsFormValues {
  return {
    pageTitle: config.pageTitle,
    intro: config.intro,
    lists: [...config.lists].sort((a, b) => a.sort - b.sort).map(({ key, title, visible }) => ({ key, title, visible })),
    categories: config.categories.map((name) => ({ name })),
    showEmptyDepts: config.showEmptyDepts,
    showCounts: config.showCounts,
    pageSize: config.pageSize,
    dutyTypeRequired: config.dutyTypeRequired,
  };
}

/** The document the form's values stand for (unchecked: the shared schema says what is wrong with it). */
export function fromFormValues(values: FieldValues): TripleListConfig {
  const form = values as Partial<ThreeListsFormValues>;
  return {
    pageTitle: form.pageTitle ?? '',
    intro: form.intro ?? '',
    lists: (form.lists ?? []).map((list, index) => ({ key: list.key, title: list.title ?? '', visible: Boolean(list.visible), sort: index + 1 })),
    categories: (form.categories ?? []).map((c) => c.name ?? ''),
    showEmptyDepts: Boolean(form.showEmptyDepts),
    showCounts: Boolean(form.showCounts),
    pageSize: Number(form.pageSize),
    dutyTypeRequired: Boolean(form.dutyTypeRequired),
  };
}

/** The form field of a schema issue: a category's message shows beside its row's select. */
function fieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'categories' && parts.length === 2) return `categories.${parts[1]}.name`;
  return parts.length > 0 ? parts.join('.') : 'root';
}

/** Checks the form against the schema the server validates with, each message at its field (the first of each). */
export const threeListsResolver: Resolver<FieldValues> = (values) => {
  const parsed = z.safeParse(tripleListConfigSchema, fromFormValues(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const parts = fieldOf(issue.path).split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = parts.at(-1) ?? 'root';
    node[last] ??= { type: 'schema', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<FieldValues> };
};
