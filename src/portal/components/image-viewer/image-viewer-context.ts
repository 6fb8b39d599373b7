import { createContext, useContext } from 'react';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerApi {
  /** Opens the viewer on `images[index]`; images whose URL is neither https nor one of our files are left out. */
  open(images: ViewerImage[], index: number): void;
}

export const ImageViewerContext = createContext<ImageViewerApi | null>(null);

/**
 * The image viewer of SHELL-03 … SHELL-06, opened from any image (messages, cards). Needs an ImageViewerProvider
 * above it: the shell mounts one, and so does the standalone message page.
 * @example const viewer = useImageViewer(); <img onClick={() => viewer.open(images, 2)} … />
 */
export function useImageViewer(): ImageViewerApi {
  const api = useContext(ImageViewerContext);
  if (!api) throw new Error('useImageViewer needs an ImageViewerProvider');
  return api;
}
