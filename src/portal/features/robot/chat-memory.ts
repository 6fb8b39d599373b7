import { z } from 'zod/mini';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { answerSchema, questionBriefSchema } from '../../../shared/schema/robot';
import type { PortalServices } from '../../app/services';

const id = z.number();

/** What the user asked: typed, or a question chosen from a chip or a suggestion. */
const userMessageSchema = z.object({ kind: z.literal('user'), id, text: z.string() });

/** The robot's answer to one question, with what the user said of it. */
const answerMessageSchema = z.object({
  kind: z.literal('answer'),
  id,
  answer: answerSchema,
  /** "你是不是想问": the other hits of the search. */
  alternatives: z.array(questionBriefSchema),
  /** recordQuestion's record; '' for a chosen question (isSolve then marks the question itself). */
  recordId: z.string(),
  /** null until 已解决 / 未解决 is chosen. */
  solved: z.nullable(z.boolean()),
  /** What the user typed, to prefill the feedback form. */
  asked: z.string(),
});
export type AnswerMessage = z.infer<typeof answerMessageSchema>;

/** The search found nothing. */
const noAnswerMessageSchema = z.object({
  kind: z.literal('none'), id, asked: z.string(), recordId: z.string(), corrected: z.nullable(z.string()),
});
export type NoAnswerMessage = z.infer<typeof noAnswerMessageSchema>;

/** A scene chip: that scene's questions. */
const sceneMessageSchema = z.object({ kind: z.literal('scene'), id, sceneName: z.string(), questions: z.array(questionBriefSchema) });

/** A line of the robot's (the feedback was saved, …): a text key of robotChat with its values. */
const noteMessageSchema = z.object({
  kind: z.literal('note'), id, textKey: z.string(), values: z.optional(z.record(z.string(), z.string())),
});

const chatMessageSchema = z.discriminatedUnion('kind', [
  userMessageSchema, answerMessageSchema, noAnswerMessageSchema, sceneMessageSchema, noteMessageSchema,
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

type NewMessage = ChatMessage extends infer M ? (M extends ChatMessage ? Omit<M, 'id'> : never) : never;

/**
 * The conversation as the session store keeps it, read back through this schema (a value changed by hand or by an
 * older build is dropped, never trusted), with whose it is.
 */
const storedChatSchema = z.object({ identity: z.string(), messages: z.array(chatMessageSchema) });

/** A long conversation keeps its latest messages: the session store is a few megabytes shared by the whole portal. */
const KEPT_MESSAGES = 60;

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

/** The stored conversation of `identity`, or none (nothing stored, another user's, or unreadable). */
function restore(s: PortalServices, identity: string): ChatMessage[] {
  const stored = storedChatSchema.safeParse(s.store.get(SESSION_KEYS.robotChat));
  return stored.success && stored.data.identity === identity ? stored.data.messages : [];
}

const memories = new WeakMap<PortalServices, ChatMemory>();

/**
 * The robot's conversation, one per portal. It is page state, so it lives where the spec keeps page state (doc2 §3,
 * STATE-01): in the tab's session store, written at each change, so a reload or a move between pages keeps it and
 * closing the tab ends it. It carries its user's id and is dropped whenever the signed-in user changes (sign-out,
 * WRAP-08's forced sign-out, another user signing in); logout also removes the key (TOKEN-02's chat record,
 * SIGNED_IN_KEYS). Not on the server: the questions are recorded there already (recordQuestion), and a conversation
 * nobody else reads is not worth a table and a call per message.
 */
export function chatMemoryOf(s: PortalServices): ChatMemory {
  const existing = memories.get(s);
  if (existing) return existing;
  let identity = identityOf(s);
  let list: readonly ChatMessage[] = restore(s, identity);
  let nextId = list.reduce((max, m) => Math.max(max, m.id), 0) + 1;
  const listeners = new Set<() => void>();
  const change = (next: readonly ChatMessage[]): void => {
    list = next.slice(-KEPT_MESSAGES);
    s.store.set(SESSION_KEYS.robotChat, list.length > 0 ? { identity, messages: list } : null);
    for (const l of [...listeners]) l();
  };
  s.auth.subscribe(() => {
    const now = identityOf(s);
    if (now === identity) return;
    identity = now;
    change([]);
  });
  const memory: ChatMemory = {
    messages: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    add(message) {
      const added = nextId++;
      change([...list, { ...message, id: added } as ChatMessage]);
      return added;
    },
    update(target, edit) {
      change(list.map((m) => (m.id === target ? edit(m) : m)));
    },
  };
  memories.set(s, memory);
  return memory;
}
