import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import type { Answer, QuestionBrief } from '../../../shared/schema/robot';
import type { PortalServices } from '../../app/services';

/** What the user asked: typed, or a question chosen from a chip or a suggestion. */
interface UserMessage { kind: 'user'; id: number; text: string }

/** The robot's answer to one question, with what the user said of it. */
export interface AnswerMessage {
  kind: 'answer';
  id: number;
  answer: Answer;
  /** "你是不是想问": the other hits of the search. */
  alternatives: QuestionBrief[];
  /** recordQuestion's record; '' for a chosen question (isSolve then marks the question itself). */
  recordId: string;
  /** null until 已解决 / 未解决 is chosen. */
  solved: boolean | null;
  /** What the user typed, to prefill the feedback form. */
  asked: string;
}

/** The search found nothing. */
export interface NoAnswerMessage { kind: 'none'; id: number; asked: string; recordId: string; corrected: string | null }

/** A scene chip: that scene's questions. */
interface SceneMessage { kind: 'scene'; id: number; sceneName: string; questions: QuestionBrief[] }

/** A line of the robot's (the feedback was saved, …): a text key of robotChat with its values. */
interface NoteMessage { kind: 'note'; id: number; textKey: string; values?: Record<string, string> }

export type ChatMessage = UserMessage | AnswerMessage | NoAnswerMessage | SceneMessage | NoteMessage;

type NewMessage = ChatMessage extends infer M ? (M extends ChatMessage ? Omit<M, 'id'> : never) : never;

export interface ChatMemory {
  messages(): readonly ChatMessage[];
  subscribe(listener: () => void): () => void;
  add(message: NewMessage): number;
  update(id: number, change: (message: ChatMessage) => ChatMessage): void;
}

/** The user's identity as the memory sees it: a sign-in, sign-out or switch of user starts a new conversation. */
function identityOf(s: PortalServices): string {
  if (!s.auth.isSignedIn()) return 'visitor';
  const user = s.store.get(SESSION_KEYS.userInfo) as { user_id?: unknown } | null | undefined;
  return typeof user?.user_id === 'string' ? user.user_id : 'user';
}

const memories = new WeakMap<PortalServices, ChatMemory>();

/**
 * TOKEN-02: logout clears the chat record. The conversation lives only in memory, one per portal, and is dropped
 * whenever the signed-in user changes (sign-out, WRAP-08's forced sign-out, another user signing in); it survives
 * closing the panel and moving between pages. Nothing is written to the session store, so nothing outlives a logout.
 */
export function chatMemoryOf(s: PortalServices): ChatMemory {
  const existing = memories.get(s);
  if (existing) return existing;
  let list: readonly ChatMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = (): void => { for (const l of [...listeners]) l(); };
  let identity = identityOf(s);
  s.auth.subscribe(() => {
    const now = identityOf(s);
    if (now === identity) return;
    identity = now;
    list = [];
    notify();
  });
  const memory: ChatMemory = {
    messages: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    add(message) {
      const id = nextId++;
      list = [...list, { ...message, id } as ChatMessage];
      notify();
      return id;
    },
    update(id, change) {
      list = list.map((m) => (m.id === id ? change(m) : m));
      notify();
    },
  };
  memories.set(s, memory);
  return memory;
}

