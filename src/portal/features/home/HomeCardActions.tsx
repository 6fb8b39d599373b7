import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { NewsItem, TodoEntry } from '../../../shared/schema/cards';
import { useImageViewer } from '../../components/image-viewer';
import { CardActionsProvider, type CardActions } from '../cards';
import { isPortalPath } from '../messages/open-target';
import { useOpenMessage } from '../messages/use-open-message';
import { useServiceOpener } from '../../app/service-opener';
import { TodoDialog } from './TodoDialog';

/** A news item's link opens in a new tab when it is https or a portal path; anything else is not opened. */
function newsAddress(url: string): string | null {
  const value = url.trim();
  if (isPortalPath(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The real actions behind the cards' clicks (the studio's preview gets the do-nothing defaults instead):
 * services and tools by OPEN-01 … OPEN-03, messages by MSG-01/02, images in the image viewer, news in a new tab,
 * to-dos and 暂存表 rows where their business system handles them, and portal paths through the router.
 */
export function HomeCardActions({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const opener = useServiceOpener();
  const openMessage = useOpenMessage();
  const viewer = useImageViewer();
  const [todo, setTodo] = useState<TodoEntry | null>(null);

  const actions = useMemo<CardActions>(() => ({
    openService: (item) => opener.openService(item),
    openMessage: (messageId) => {
      // The flow shows its own errors (MSG-02); nothing more to do with a rejection here.
      openMessage(messageId).catch(() => undefined);
    },
    openNews: (item: NewsItem) => {
      const address = newsAddress(item.url);
      if (address !== null) window.open(address, '_blank', 'noopener');
    },
    openTool: (item) => opener.openLink({ url: item.url, openWay: item.openWay, title: item.tools_name, key: `tool_${item.id}` }),
    openImages: (images, index) => viewer.open(images, index),
    // A to-do opens where its system handles it; one from an external source (no address known) shows its facts.
    openTodo: (entry) => (entry.open ? opener.openTarget(entry.open, entry.title, `todo_${entry.id}`, { kind: 'todo', id: entry.id }) : setTodo(entry)),
    openTarget: (target, title, key, item) => opener.openTarget(target, title, key, item),
    navigate: (path) => {
      if (isPortalPath(path)) navigate(path);
    },
    // CARD-13: a frame config of type 'newTab' opens a new tab; any other frame, and a micro-app, opens in the
    // in-page frame dialog (DLG-03). Micro-apps run in a sandboxed frame rather than in qiankun's in-page sandbox,
    // which needs eval and so a script-src 'unsafe-eval' our content security policy refuses (ADR 006).
    openCardUrl: (target, cardName) => {
      const openWay = target.kind === 'frame' && target.type === 'newTab' ? 1003 : 1001;
      opener.openLink({ url: target.url, openWay, title: cardName, key: `card_${cardName}` });
    },
  }), [opener, openMessage, viewer, navigate]);

  return (
    <CardActionsProvider value={actions}>
      {children}
      {todo ? <TodoDialog entry={todo} onClose={() => setTodo(null)} /> : null}
    </CardActionsProvider>
  );
}
