/** 我的收藏: the favourites panel the directory page shows under its 我的收藏 tab or drawer. */
export { FavouritesPanel, type FavouritesPanelProps } from './FavouritesPanel';
