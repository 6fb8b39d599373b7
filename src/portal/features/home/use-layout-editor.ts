import { useCallback, useRef, useState } from 'react';
import { resetUserApplyCardList, saveUserApplyCardList } from '../../../shared/api/catalogue/home';
import type { LayoutCard } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { cardIds, sameOrder } from './layout-order';
import { errorMessage } from '../../../shared/api/error-message';

export interface LayoutEditor {
  /** The order on screen: the user's latest change, before the server has confirmed it. */
  cards: readonly LayoutCard[];
  saving: boolean;
  /** The latest message for the live region (what moved, what was saved or restored). */
  announcement: string;
  /** Shows `next` at once and saves it; `said` is announced. On failure the last saved order returns. */
  change(next: readonly LayoutCard[], said: string): void;
  /** Back to the role's default layout; resolves false when the server refused (its message is shown). */
  reset(): Promise<boolean>;
  announce(text: string): void;
}

/**
 * The user's layout and its saving. Every change saves the whole order through saveUserApplyCardList. Changes
 * made while a save is on its way are not lost: when it returns, the newest order is saved next (intermediate
 * ones are skipped, each save carries the full order). A refused save puts back the last order the server
 * accepted and shows the server's message, so what is on screen is always what is stored, or about to be.
 */
export function useLayoutEditor(initial: readonly LayoutCard[]): LayoutEditor {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const [cards, setCards] = useState<readonly LayoutCard[]>(initial);
  const [saving, setSaving] = useState(false);
  const [spoken, setSpoken] = useState({ text: '', n: 0 });
  /** The last order the server accepted. */
  const confirmed = useRef<readonly LayoutCard[]>(initial);
  /** The order still to be saved, null when there is none. */
  const wanted = useRef<readonly LayoutCard[] | null>(null);
  const running = useRef<Promise<void> | null>(null);

  // A live region repeats a text only when it changes: a no-break space alternates on repeats.
  const announce = useCallback((text: string) => setSpoken((prev) => ({ text, n: prev.n + 1 })), []);

  const pump = useCallback(async () => {
    setSaving(true);
    try {
      while (wanted.current !== null && !sameOrder(wanted.current, confirmed.current)) {
        const sending = wanted.current;
        try {
          const layout = await s.blade.call(saveUserApplyCardList, { cardIds: cardIds(sending) }, { silent: true });
          confirmed.current = layout.cards;
          if (wanted.current === sending) {
            wanted.current = null;
            // The server's answer is the truth (it keeps mandatory cards and fills in what the page guessed).
            setCards(layout.cards);
          }
        } catch (error) {
          wanted.current = null;
          setCards(confirmed.current);
          const msg = errorMessage(error);
          toast.error(msg);
          announce(t('homePage.edit.saveFailed', { msg }));
        }
      }
      wanted.current = null;
    } finally {
      setSaving(false);
      running.current = null;
    }
  }, [s, toast, t, announce]);

  const change = useCallback((next: readonly LayoutCard[], said: string) => {
    setCards(next);
    wanted.current = next;
    announce(said);
    running.current ??= pump();
  }, [pump, announce]);

  const reset = useCallback(async () => {
    // A save still on its way would otherwise land after the reset and undo it.
    await running.current;
    setSaving(true);
    try {
      const layout = await s.blade.call(resetUserApplyCardList, {}, { silent: true });
      confirmed.current = layout.cards;
      setCards(layout.cards);
      announce(t('homePage.edit.resetDone'));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }, [s, toast, t, announce]);

  const announcement = spoken.n % 2 === 0 ? spoken.text : `${spoken.text}\u00a0`;
  return { cards, saving, announcement, change, reset, announce };
}
