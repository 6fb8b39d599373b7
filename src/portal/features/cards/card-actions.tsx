import { createContext, useContext, type ReactNode } from 'react';
import type { CardUrl } from '../../../shared/rules/card-url';
import type { NewsItem, OpenTarget, ServiceItem, TodoEntry, ToolItem } from '../../../shared/schema/cards';
import type { OpenCheckRequest } from '../../../shared/schema/open-check';

/**
 * What a click on a card item does. The portal's home page provides the real actions (open a service, a message,
 * the image viewer …); the studio's preview leaves the default, which does nothing, so the same components render
 * there without the portal's services or router.
 */
export type CardActions = {
  openService(item: ServiceItem): void;
  openMessage(messageId: string): void;
  openNews(item: NewsItem): void;
  openTool(item: ToolItem): void;
  openImages(images: { src: string; alt: string }[], index: number): void;
  openTodo(entry: TodoEntry): void;
  /** A 暂存表 row's resuming address, by its service's openWay; `item` names the row for the check of ADR 031. */
  openTarget(target: OpenTarget, title: string, key: string, item?: OpenCheckRequest): void;
  navigate(path: string): void;
  /** CARD-13: the card's own page, from its url (a frame config or a micro-app URL), with the card's name. */
  openCardUrl(target: Exclude<CardUrl, { kind: 'none' }>, cardName: string): void;
};

const ignore = (): void => undefined;

/** The preview's actions: every click is harmless. */
const NO_CARD_ACTIONS: CardActions = {
  openService: ignore,
  openMessage: ignore,
  openNews: ignore,
  openTool: ignore,
  openImages: ignore,
  openTodo: ignore,
  openTarget: ignore,
  navigate: ignore,
  openCardUrl: ignore,
};

const CardActionsContext = createContext<CardActions>(NO_CARD_ACTIONS);

/** Gives the cards below it their actions. */
export function CardActionsProvider({ value, children }: { value: CardActions; children: ReactNode }) {
  return <CardActionsContext.Provider value={value}>{children}</CardActionsContext.Provider>;
}

export function useCardActions(): CardActions {
  return useContext(CardActionsContext);
}
