import { createContext, useContext } from 'react';
import type { OpenTarget, ServiceItem } from '../../../shared/schema/cards';
import type { OpenCheckRequest } from '../../../shared/schema/open-check';

/** Something that opens by OPEN-01's rules: a tool, a quick-navigation entry, a service's own address. */
export interface OpenableLink {
  url: string;
  openWay: number;
  /** The dialog's title and the frame's accessible name. */
  title: string;
  /** Names the pop-up window (one per service or entry). */
  key: string;
}

export interface ServiceOpener {
  /** OPEN-01 … OPEN-03: opens a service item by its openWay, with combStr for accessWay '5', and logs the click. */
  openService(item: ServiceItem): void;
  /** OPEN-01 for anything else with an openWay (tools, quick navigation); no click log. */
  openLink(link: OpenableLink): void;
  /**
   * A to-do's handling address or a 暂存表 row's resuming address, opened as its service says (OPEN-01, OPEN-02);
   * without an address, a message naming the business system and its contact. `item` names the to-do or row for
   * the reachability check (ADR 031).
   */
  openTarget(target: OpenTarget, title: string, key: string, item?: OpenCheckRequest): void;
}

export const ServiceOpenerContext = createContext<ServiceOpener | null>(null);

/** The opener of the nearest ServiceOpenerProvider. */
export function useServiceOpener(): ServiceOpener {
  const opener = useContext(ServiceOpenerContext);
  if (!opener) throw new Error('useServiceOpener needs a ServiceOpenerProvider');
  return opener;
}
