import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isSolve, questionSearch, recommendList, recordQuestion, wantAnswer } from '../../../shared/api/catalogue/robot';
import { QUESTION_TEXT_MAX, type QuestionBrief, type QuestionScene } from '../../../shared/schema/robot';
import { useServices } from '../../app/services';
import { sensitiveWordRefusal, type SensitiveWordRefusal } from '../ratings';
import { chatMemoryOf, type ChatMessage } from './chat-memory';
import { errorMessage } from '../../../shared/api/error-message';

/** The search takes at most 50 characters; a longer question is searched by its start and recorded whole. */
const KEYWORD_MAX = 50;
/** The best hit is answered; the next ones are offered as "你是不是想问". */
const SEARCH_SIZE = 5;

/** How asking went, for the input: sent (clear it), refused by SHELL-10 (keep it, show the dialog), or failed. */
export type AskOutcome =
  | { kind: 'sent' }
  | { kind: 'sensitive'; refusal: SensitiveWordRefusal }
  | { kind: 'failed'; message: string };

export interface RobotChat {
  messages: readonly ChatMessage[];
  /** A typed question: search, record (SHELL-10), answer the best hit. */
  ask(text: string): Promise<AskOutcome>;
  /** A question chosen from a chip or a suggestion: its answer. */
  choose(question: QuestionBrief): Promise<void>;
  /** A scene chip: that scene's questions as a robot message. */
  openScene(scene: QuestionScene): Promise<void>;
  /** 已解决 / 未解决 under an answer; resolves to the record id feedback should refer to. */
  markSolved(messageId: number, solved: boolean): Promise<string | null>;
  note(textKey: string, values?: Record<string, string>): void;
}

/** The conversation and what the user can do in it; every call is silent because the panel says what went wrong. */
export function useRobotChat(): RobotChat {
  const s = useServices();
  const memory = chatMemoryOf(s);
  const messages = useSyncExternalStore(memory.subscribe, memory.messages);

  const showAnswer = useCallback(async (question: QuestionBrief, asked: string, recordId: string, alternatives: QuestionBrief[]) => {
    try {
      const answer = await s.blade.call(wantAnswer, { questionId: question.questionId }, { silent: true });
      memory.add({ kind: 'answer', answer, alternatives, recordId, solved: null, asked });
    } catch (error) {
      memory.add({ kind: 'note', textKey: 'answerFailed', values: { reason: errorMessage(error) } });
    }
  }, [s, memory]);

  const ask = useCallback(async (raw: string): Promise<AskOutcome> => {
    const text = raw.trim().slice(0, QUESTION_TEXT_MAX);
    let result;
    try {
      result = await s.blade.call(questionSearch, { keyword: text.slice(0, KEYWORD_MAX), sceneId: '', current: 1, size: SEARCH_SIZE }, { silent: true });
    } catch (error) {
      return { kind: 'failed', message: errorMessage(error) };
    }
    const [best, ...others] = result.records;
    let recordId = '';
    try {
      // SHELL-10 applies to what was typed: a refused question is neither shown nor answered, and stays in the input.
      const record = await s.blade.call(recordQuestion, { question: text, questionId: best?.questionId ?? '' }, { silent: true });
      recordId = record.recordId;
    } catch (error) {
      const refusal = sensitiveWordRefusal(error);
      if (refusal) return { kind: 'sensitive', refusal };
      // Not recorded (too many questions a minute, a network blip): the answer still helps; 已解决 then marks the question.
    }
    memory.add({ kind: 'user', text });
    if (best) await showAnswer(best, text, recordId, others);
    else memory.add({ kind: 'none', asked: text, recordId, corrected: result.corrected ?? null });
    return { kind: 'sent' };
  }, [s, memory, showAnswer]);

  const choose = useCallback(async (question: QuestionBrief) => {
    memory.add({ kind: 'user', text: question.question });
    await showAnswer(question, question.question, '', []);
  }, [memory, showAnswer]);

  const openScene = useCallback(async (scene: QuestionScene) => {
    memory.add({ kind: 'user', text: scene.sceneName });
    try {
      const questions = await s.blade.call(recommendList, { size: 10, sceneId: scene.sceneId }, { silent: true });
      memory.add({ kind: 'scene', sceneName: scene.sceneName, questions });
    } catch (error) {
      memory.add({ kind: 'note', textKey: 'answerFailed', values: { reason: errorMessage(error) } });
    }
  }, [s, memory]);

  const markSolved = useCallback(async (messageId: number, solved: boolean): Promise<string | null> => {
    const message = memory.messages().find((m) => m.id === messageId);
    if (message?.kind !== 'answer' || message.solved !== null) return null;
    try {
      const result = await s.blade.call(isSolve, { recordId: message.recordId, questionId: message.answer.questionId, solved }, { silent: true });
      memory.update(messageId, (m) => (m.kind === 'answer' ? { ...m, solved, recordId: result.recordId || m.recordId } : m));
      return result.recordId || message.recordId;
    } catch (error) {
      memory.add({ kind: 'note', textKey: 'actionFailed', values: { reason: errorMessage(error) } });
      return null;
    }
  }, [s, memory]);

  const note = useCallback((textKey: string, values?: Record<string, string>) => {
    memory.add({ kind: 'note', textKey, values });
  }, [memory]);

  return useMemo(() => ({ messages, ask, choose, openScene, markSolved, note }), [messages, ask, choose, openScene, markSolved, note]);
}
