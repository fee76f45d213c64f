import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { ProductImage } from './product-image';

export interface CarouselSlide {
  src: string;
  alt: string;
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
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/85 p-2 text-stone-900 shadow-md hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-3xl bg-stone-200 shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!(event.target as HTMLElement).dataset.rotationControl)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className="relative aspect-[12/5] w-full"
        aria-live={paused ? 'polite' : 'off'}
        aria-atomic="false"
      >
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`Slide ${i + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'opacity-0'
              }`}
            >
              <ProductImage
                src={slide.src}
                alt={slide.alt}
                width={1200}
                height={500}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="h-full w-full object-cover"
              />
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className={`${controlClasses} left-3`}
        aria-label="Previous slide"
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon className="h-6 w-6" />
      </button>
      <button
        type="button"
        className={`${controlClasses} right-3`}
        aria-label="Next slide"
        onClick={() => go(current + 1)}
      >
        <ChevronRightIcon className="h-6 w-6" />
      </button>
      <div className="absolute bottom-3 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1 rounded-full bg-black/35 px-3 py-1">
        <button
          type="button"
          className="mr-1 min-h-6 min-w-6 rounded-full px-1 text-xs font-semibold text-white"
          // Focus on the play/pause control itself must not override the shopper's explicit choice.
          data-rotation-control="true"
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
            // A 24 px target around the small dot, so a finger can hit it.
            className="group flex h-6 min-w-6 items-center justify-center"
          >
            <span
              className={`h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
