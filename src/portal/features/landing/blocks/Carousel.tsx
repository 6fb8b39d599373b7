import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { carouselImgList } from '../../../../shared/api/catalogue/prelogin';
import { isAllowedImageUrl } from '../../../../shared/rules/file-url';
import type { PreLoginColumn } from '../../../../shared/schema/prelogin';
import { dismissPrepaint } from '../../../app/prepaint';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../lib/i18n-react';
import { useCall } from '../../../lib/use-call';
import { BlockStates } from '../BlockSection';
import { linkTarget } from '../landing-config';
import { LandingLink } from '../LandingLink';
import { useReducedMotion } from '../use-reduced-motion';

export interface Slide { id: string; title: string; imgUrl: string; linkUrl: string }

/**
 * The carousel block: carouselImgList, shown in a box of fixed proportions so nothing below it moves. `takeEarly`
 * hands over the list the page started fetching before the config arrived (see early-call.ts), if any.
 */
export function CarouselBlock({ column, intervalMs, takeEarly }: {
  column: PreLoginColumn; intervalMs: number; takeEarly: () => Promise<Slide[]> | null;
}) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => takeEarly() ?? s.blade.call(carouselImgList, {}, { silent: true }), [s, takeEarly]);
  const { state, reload } = useCall(load);
  return (
    <section
      className="lp-block lp-block--carousel"
      aria-roledescription="carousel"
      aria-label={t('landing.carousel.label', { title: column.title })}
      aria-busy={state.status === 'loading'}
    >
      <BlockStates
        title={column.title}
        state={state}
        onRetry={reload}
        isEmpty={(slides) => slides.length === 0}
        emptyText={t('landing.carousel.empty')}
        skeleton={<><div className="lp-carousel__frame lp-skeleton__box" /><div className="lp-carousel__controls" /></>}
      >
        {(slides) => <Carousel slides={slides} intervalMs={intervalMs} />}
      </BlockStates>
    </section>
  );
}

/**
 * Slides that advance every `intervalMs`, paused while the pointer is over the carousel or focus is in it, and
 * not at all when the reader prefers reduced motion (a play button still starts it). Prev/next, the dots and the
 * pause button are buttons; ←/→ move between slides when focus is in the carousel. The current slide is announced
 * (aria-live) only when the reader moved it, never on its own.
 */
function Carousel({ slides, intervalMs }: { slides: readonly Slide[]; intervalMs: number }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  // Images load as they are needed: the slides shown so far and the next one, not the whole set at first paint
  // (a hidden slide is still "in the viewport" to the browser's lazy loading).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([current]));
  if (!shown.has(current)) setShown(new Set(shown).add(current));
  const rotating = count > 1 && (choice === 'play' || (choice === null && !reducedMotion));
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, current, count, intervalMs]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus moving between the carousel's own controls keeps it paused.
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      className="lp-carousel"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="lp-carousel__frame" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <SlideView
            key={slide.id}
            slide={slide}
            n={i + 1}
            total={count}
            isCurrent={i === current}
            withImage={shown.has(i) || i === (current + 1) % count}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="lp-carousel__controls">
          <button type="button" className="lp-carousel__step" aria-label={t('landing.carousel.prev')} onClick={() => go(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="lp-carousel__dots">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="lp-carousel__dot"
                  aria-label={t('landing.carousel.goTo', { n: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="lp-carousel__step" aria-label={t('landing.carousel.next')} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="lp-carousel__toggle"
            aria-label={t(rotating ? 'landing.carousel.pause' : 'landing.carousel.play')}
            onClick={() => setChoice(rotating ? 'pause' : 'play')}
          >
            <span aria-hidden="true" className={rotating ? 'lp-icon-pause' : 'lp-icon-play'} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function SlideView({ slide, n, total, isCurrent, withImage }: {
  slide: Slide; n: number; total: number; isCurrent: boolean; withImage: boolean;
}) {
  const { t } = useTranslation();
  const label = slide.title ? t('landing.carousel.slideTitled', { n, total, title: slide.title }) : t('landing.carousel.slide', { n, total });
  // An https slide link leaves the portal, so it opens beside the landing page; a portal path opens in it.
  const target = linkTarget(slide.linkUrl, slide.linkUrl.trim().startsWith('/') ? 1001 : 1003);
  const picture = !withImage ? null : isAllowedImageUrl(slide.imgUrl) ? (
    <img
      className="lp-slide__img"
      src={slide.imgUrl}
      alt={slide.title}
      width={1200}
      height={400}
      // The first slide is the page's largest paint: fetched at once; the others when the browser has time.
      loading={n === 1 ? 'eager' : 'lazy'}
      fetchPriority={n === 1 ? 'high' : 'auto'}
      decoding="async"
      // The server's first frame shows this picture until the page's own copy is ready to take its place.
      onLoad={n === 1 ? dismissPrepaint : undefined}
      onError={n === 1 ? dismissPrepaint : undefined}
    />
  ) : (
    <span className="lp-slide__text">{slide.title}</span>
  );
  return (
    <div
      className={`lp-slide${isCurrent ? ' is-current' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={isCurrent ? undefined : true}
      inert={!isCurrent}
    >
      {target ? <LandingLink target={target} className="lp-slide__link">{picture}</LandingLink> : picture}
    </div>
  );
}
