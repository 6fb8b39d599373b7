import type { CardLayoutMode } from '../../../shared/rules/card-display';

/**
 * How the card grid uses the width it has, measured on the grid itself (not the window), so the rule holds
 * whatever surrounds the grid:
 * - below 640 px (a phone, 360 px and up): one column;
 * - from 640 px: two columns (tablets, and the wide layout on a desktop, where the grid spans the page);
 * - a card whose column is narrower than 520 px renders in 'narrow' mode (a phone, a tablet's half), else
 *   'normal' (a desktop's half, a wide single column). CARD-04's narrow item thresholds follow from the mode.
 * 'all' is the preview's, not the home page's.
 */
const GRID_GAP_PX = 20;
const TWO_COLUMNS_FROM_PX = 640;
const NORMAL_CARD_FROM_PX = 520;

export interface GridLayout { columns: 1 | 2; mode: CardLayoutMode }

export function gridLayoutFor(width: number): GridLayout {
  const columns = width >= TWO_COLUMNS_FROM_PX ? 2 : 1;
  const cardWidth = (width - GRID_GAP_PX * (columns - 1)) / columns;
  return { columns, mode: cardWidth >= NORMAL_CARD_FROM_PX ? 'normal' : 'narrow' };
}
