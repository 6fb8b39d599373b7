import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { carouselImgList, getPreLoginIndex } from '../../../shared/api/catalogue/prelogin';
import { DEFAULT_LANDING_COLOR } from '../../../shared/schema/prelogin';
import { dismissPrepaint } from '../../app/prepaint';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { RobotLauncher } from '../robot';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { Skeleton } from './BlockSection';
import type { Slide } from './blocks/Carousel';
import { startEarly, type EarlyCall } from './early-call';
import { landingPalette, visibleColumns } from './landing-config';
import { LandingBlocks } from './LandingBlocks';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { ServiceDetailHost } from './ServiceDetailHost';
import './landing.css';
import './texts';

/**
 * `/` for a visitor (advanceLanding): the pre-login landing page. Its first paint comes from one call,
 * getPreLoginIndex (school, colour, the whole config and the footer), with the carousel's list fetched beside it (the
 * largest paint); then each block the config's columns ask for loads on its own. A service clicked anywhere opens the visitor's detail dialog (OPEN-04); tools open by OPEN-01.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const text = useContentText();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getPreLoginIndex, {}, { transition: true });
  const [detailId, setDetailId] = useState<string | null>(null);
  const earlyCarousel = useRef<EarlyCall<Slide[]> | null>(null);
  useEffect(() => {
    earlyCarousel.current = startEarly(() => s.blade.call(carouselImgList, {}, { silent: true }));
  }, [s]);
  const takeEarlyCarousel = useCallback(() => earlyCarousel.current?.take() ?? null, []);
  const index = state.status === 'success' ? state.data : null;
  const palette = useMemo(() => landingPalette(index?.config.landingColor ?? DEFAULT_LANDING_COLOR), [index]);

  usePageTitle(index ? text(index.config, 'pageTitle') : null);
  useEffect(() => {
    // The carousel's first picture removes the server's first frame; without one, nothing else will.
    const carouselFirst = index !== null && index.config.carousel.enabled && visibleColumns(index.config.columns)[0]?.key === 'carousel';
    if (state.status === 'error' || (index !== null && !carouselFirst)) dismissPrepaint();
  }, [state.status, index]);
  useEffect(() => dismissPrepaint, []);
  useThemeColorMeta(palette['--sh-theme-dark'] ?? DEFAULT_LANDING_COLOR);

  return (
    <ServiceOpenerProvider>
      <div className="lp" style={palette as CSSProperties}>
        <LandingHeader school={index?.school ?? null} config={index?.config ?? null} />
        <main id="main" className="lp-main" tabIndex={-1}>
          {state.status === 'loading' ? <PageSkeleton label={t('landing.loading')} /> : null}
          {state.status === 'error' ? (
            <div className="lp-page-error">
              <LoadError title={t('landing.failed')} detail={state.error.message} onRetry={reload} />
              <p className="lp-muted">{t('landing.failedHint')}</p>
            </div>
          ) : null}
          {index ? <LandingBlocks config={index.config} onOpenService={setDetailId} takeEarlyCarousel={takeEarlyCarousel} /> : null}
        </main>
        {index ? <LandingFooter footer={index.footer} /> : null}
        <RobotLauncher />
      </div>
      {detailId !== null ? <ServiceDetailHost serviceId={detailId} onClose={() => setDetailId(null)} /> : null}
    </ServiceOpenerProvider>
  );
}

/** The page's shape before the config arrives: a banner and two blocks, so the first paint does not jump. */
function PageSkeleton({ label }: { label: string }) {
  return (
    <Skeleton
      label={label}
      shape={(
        <>
          <div className="lp-carousel__frame lp-skeleton__box" />
          <div className="lp-skeleton__block lp-skeleton__box" />
          <div className="lp-skeleton__block lp-skeleton__box" />
        </>
      )}
    />
  );
}

/** document.title = config.pageTitle while the page is shown; the previous title comes back when it goes. */
function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
    const before = document.title;
    document.title = title;
    return () => { document.title = before; };
  }, [title]);
}

/** The browser's bar (mobile) takes the header's colour on this page. */
function useThemeColorMeta(colour: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return undefined;
    const before = meta.content;
    meta.content = colour;
    return () => { meta.content = before; };
  }, [colour]);
}
