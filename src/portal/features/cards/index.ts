import './texts';

/** The home-page cards: rendered by the portal's home page and, unchanged, by the studio's preview. */
export { CardContent } from './CardContent';
export { HomeCard } from './HomeCard';
export { CardPreviewDialog } from './CardPreviewDialog';
export { CardFrame } from './CardFrame';
export { CardActionsProvider, type CardActions } from './card-actions';
export type { CardLayoutMode } from '../../../shared/rules/card-display';
