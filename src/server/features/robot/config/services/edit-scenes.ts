import { AppError } from '../../../../http/app-error';
import { randomId } from '../../../../../shared/rules/ids';
import type { HelpDocument, SceneSubmit } from '../../../../../shared/schema/help-config';

/** Pure edits of the help document's scene list; editDraft validates the result with the area's schema. */

function nameTaken(doc: HelpDocument, name: string, exceptId: string | undefined): void {
  if (doc.scenes.some((s) => s.sceneName === name && s.id !== exceptId)) {
    throw new AppError('VALIDATION', { msg: '场景名称已存在', errors: [{ field: 'sceneName', msg: '场景名称已存在' }] });
  }
}

export function addScene(doc: HelpDocument, input: SceneSubmit): { doc: HelpDocument; id: string } {
  nameTaken(doc, input.sceneName, undefined);
  const id = randomId();
  return { id, doc: { ...doc, scenes: [...doc.scenes, { id, sceneName: input.sceneName, icon: input.icon, description: input.description }] } };
}

export function updateScene(doc: HelpDocument, id: string, input: SceneSubmit): HelpDocument {
  if (!doc.scenes.some((s) => s.id === id)) throw new AppError('QUESTION_SCENE_NOT_FOUND');
  nameTaken(doc, input.sceneName, id);
  return { ...doc, scenes: doc.scenes.map((s) => (s.id === id ? { id, sceneName: input.sceneName, icon: input.icon, description: input.description } : s)) };
}

/** `held` is how many questions the scene holds: such a scene is kept (its questions would have no scene). */
export function removeScene(doc: HelpDocument, id: string, held: number): HelpDocument {
  if (!doc.scenes.some((s) => s.id === id)) throw new AppError('QUESTION_SCENE_NOT_FOUND');
  if (held > 0) throw new AppError('VALIDATION', { msg: `该场景下还有 ${held} 个问题，请先移走或删除这些问题`, errors: [{ field: 'id', msg: '场景下还有问题' }] });
  return { ...doc, scenes: doc.scenes.filter((s) => s.id !== id) };
}

/** The whole order: every scene of the draft exactly once. */
export function reorderScenes(doc: HelpDocument, ids: readonly string[]): HelpDocument {
  const byId = new Map(doc.scenes.map((s) => [s.id, s]));
  if (ids.length !== doc.scenes.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    throw new AppError('VALIDATION', { msg: '排序须包含每个场景且仅一次', errors: [{ field: 'ids', msg: '排序须包含每个场景且仅一次' }] });
  }
  return { ...doc, scenes: ids.flatMap((id) => byId.get(id) ?? []) };
}
