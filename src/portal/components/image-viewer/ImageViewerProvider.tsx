import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import { ImageViewerContext, type ImageViewerApi, type ViewerImage } from './image-viewer-context';

// The viewer's code loads on its first opening: most pages never show it.
const ImageViewer = lazy(() => import('./ImageViewer').then((m) => ({ default: m.ImageViewer })));

interface Opened { images: ViewerImage[]; index: number; key: number }

/** The image viewer's one instance for everything below it. */
export function ImageViewerProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const api = useMemo<ImageViewerApi>(() => ({
    open(images, index) {
      // Only https and our own files are ever shown (file-url.ts); the index follows its image past the dropped ones.
      const wanted = images[index];
      const allowed = images.filter((image) => isAllowedImageUrl(image.src));
      if (allowed.length === 0) return;
      const at = wanted ? allowed.indexOf(wanted) : -1;
      setOpened((before) => ({ images: allowed, index: at < 0 ? 0 : at, key: (before?.key ?? 0) + 1 }));
    },
  }), []);
  return (
    <ImageViewerContext value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <ImageViewer key={opened.key} images={opened.images} startIndex={opened.index} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </ImageViewerContext>
  );
}
