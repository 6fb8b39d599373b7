import { randomId } from '../../../../../../shared/rules/ids';
import {
  BUILT_IN_NAVIGATION, CUSTOM_NAVIGATION, CUSTOM_NAVIGATION_LIMIT_MSG, MAX_CUSTOM_NAVIGATIONS,
  type NavigationConfigItem, type NavigationDocEntry, type NavigationDocument,
} from '../../../../../../shared/schema/navigation-config';
import { AppError } from '../../../../../http/app-error';
import { sortAt } from '../area';

/** Pure edits of the navigation draft: each takes the draft and answers the new one, or refuses with a field. */

export interface EntryInput {
  id?: string | undefined;
  navigationName: string;
  navigationNameEn?: string | undefined;
  path: string;
  configPath: string;
  isAuto: number;
  roleIds: string[];
}

function fieldError(field: string, msg: string): AppError {
  return new AppError('VALIDATION', { msg, errors: [{ field, msg }] });
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { msg: '导航不存在或已被删除' });
}

export function withSort(doc: NavigationDocument): NavigationConfigItem[] {
  return doc.entries.map((entry, index) => ({ ...entry, sort: sortAt(index) }));
}

export function findEntry(doc: NavigationDocument, id: string): NavigationConfigItem {
  const found = withSort(doc).find((entry) => entry.id === id);
  if (!found) throw notFound();
  return found;
}

function checkName(doc: NavigationDocument, name: string, ownId: string | undefined): void {
  if (doc.entries.some((entry) => entry.navigationName === name && entry.id !== ownId)) throw fieldError('navigationName', `导航名称“${name}”已存在`);
}

/** The + button of SHELL-07: a custom navigation (isBuilt 2, type ADD) at the end; SHELL-08 refuses the seventh. */
export function addEntry(doc: NavigationDocument, input: EntryInput): { doc: NavigationDocument; id: string } {
  if (doc.entries.filter((entry) => entry.isBuilt === CUSTOM_NAVIGATION).length >= MAX_CUSTOM_NAVIGATIONS) {
    throw fieldError('isBuilt', CUSTOM_NAVIGATION_LIMIT_MSG);
  }
  checkName(doc, input.navigationName, undefined);
  const id = randomId();
  const entry: NavigationDocEntry = {
    id,
    navigationName: input.navigationName,
    navigationNameEn: input.navigationNameEn ?? '',
    navigationType: 'ADD',
    isBuilt: CUSTOM_NAVIGATION,
    isAuto: input.isAuto,
    path: input.path,
    configPath: input.configPath,
    roleIds: input.roleIds,
  };
  return { doc: { entries: [...doc.entries, entry] }, id };
}

/** Changes an entry in place; a built-in one keeps its type and addresses (its page is ours, not the admin's). */
export function updateEntry(doc: NavigationDocument, id: string, input: EntryInput): NavigationDocument {
  const current = doc.entries.find((entry) => entry.id === id);
  if (!current) throw notFound();
  checkName(doc, input.navigationName, id);
  if (current.isBuilt === BUILT_IN_NAVIGATION && (input.path !== current.path || (input.configPath !== '' && input.configPath !== current.configPath))) {
    throw fieldError('path', '内置导航的地址不可修改');
  }
  // A caller that sends no English name keeps the one set (ADR 033); '' clears it.
  const navigationNameEn = input.navigationNameEn ?? current.navigationNameEn ?? '';
  const next: NavigationDocEntry = current.isBuilt === BUILT_IN_NAVIGATION
    ? { ...current, navigationName: input.navigationName, navigationNameEn, isAuto: input.isAuto, roleIds: input.roleIds }
    : { ...current, navigationName: input.navigationName, navigationNameEn, isAuto: input.isAuto, roleIds: input.roleIds, path: input.path, configPath: input.configPath };
  return { entries: doc.entries.map((entry) => (entry.id === id ? next : entry)) };
}

/** Only a custom navigation can be removed; a built-in one is disabled instead (isAuto 0). */
export function removeEntry(doc: NavigationDocument, id: string): NavigationDocument {
  const current = doc.entries.find((entry) => entry.id === id);
  if (!current) throw notFound();
  if (current.isBuilt === BUILT_IN_NAVIGATION) throw fieldError('id', '内置导航不能删除，可将其停用');
  return { entries: doc.entries.filter((entry) => entry.id !== id) };
}

/** Drag-to-order: the new order must name every entry exactly once, so no entry is lost by a stale page. */
export function reorderEntries(doc: NavigationDocument, ids: readonly string[]): NavigationDocument {
  const byId = new Map(doc.entries.map((entry) => [entry.id, entry]));
  if (ids.length !== byId.size || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    throw fieldError('ids', '排序列表与当前导航不一致，请刷新后重试');
  }
  return { entries: ids.map((id) => byId.get(id) as NavigationDocEntry) };
}
