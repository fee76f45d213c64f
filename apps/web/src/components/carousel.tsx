import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { ProductImage } from './product-image';

export interface CarouselSlide {
  src: string;
  /** What the picture shows. */
  alt: string;
  /** Words shown over the picture (real text, never drawn into it) and its button. */
  caption?: { title: string; text: string; link: { label: string; to: string } };
}

interface CarouselProps {
  slides: ReadonlyArray<CarouselSlide>;
  label: string;
  intervalMs?: number;
}

/**
 * Auto-advancing image carousel (WAI-ARIA carousel pattern): wraps at both ends, pauses while hovered or
 * while focus is inside it, and can be stopped with its own button.
 */
export function Carousel({ slides, label, intervalMs = 3000 }: CarouselProps) {
  const { t } = useTranslation('home');
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  if (count === 0) return null;
  const current = ((index % count) + count) % count;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const controlClasses =
    'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-stone-200"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!(event.target as HTMLElement).dataset.rotationControl)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Every slide sits in the same grid cell: the tallest sets the height, so nothing moves. */}
      <div className="grid" aria-live={paused ? 'polite' : 'off'} aria-atomic="false">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { number: i + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`relative col-start-1 row-start-1 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'opacity-0'
              }`}
            >
              <div className="aspect-[12/5] w-full bg-stone-200">
                <ProductImage
                  src={slide.src}
                  alt={slide.alt}
                  width={1200}
                  height={500}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  className="h-full w-full object-cover"
                />
              </div>
              {slide.caption ? (
                <div className="flex min-h-36 flex-col items-start justify-center gap-2 p-4 sm:absolute sm:inset-y-0 sm:left-[10%] sm:my-auto sm:h-fit sm:max-w-[46%] sm:min-h-0 sm:rounded-2xl sm:bg-white/95 sm:p-5 sm:shadow-md">
                  <p className="font-serif text-xl leading-tight font-bold text-stone-900 lg:text-2xl">
                    {slide.caption.title}
                  </p>
                  <p className="text-sm text-stone-700">{slide.caption.text}</p>
                  <Link
                    to={slide.caption.link.to}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900"
                  >
                    {slide.caption.link.label}
                  </Link>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {/* Controls sit in their own bar under the slides, so they never cover a picture or its words. */}
      <div className="flex items-center justify-between gap-1 border-t border-stone-200 px-2 py-1">
        <button
          type="button"
          className={controlClasses}
          aria-label={t('carousel.previous')}
          onClick={() => go(current - 1)}
        >
          <ChevronLeftIcon className="h-6 w-6" />
        </button>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={`${controlClasses} text-xs font-semibold`}
            // Focus on the play/pause control itself must not override the shopper's explicit choice.
            data-rotation-control="true"
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
          <p className="px-1 text-sm text-stone-700 tabular-nums sm:hidden" aria-hidden="true">
            {current + 1} / {count}
          </p>
          <div className="hidden items-center sm:flex">
            {slides.map((slide, i) => (
              <button
                key={slide.src}
                type="button"
                aria-label={t('carousel.goTo', { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-brand-700' : 'w-2.5 bg-stone-400 group-hover:bg-stone-600'}`}
                />
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          className={controlClasses}
          aria-label={t('carousel.next')}
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon className="h-6 w-6" />
        </button>
      </div>
    </section>
  );
}
