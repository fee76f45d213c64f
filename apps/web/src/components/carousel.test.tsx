import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Carousel } from './carousel';

const slides = Array.from({ length: 8 }, (_, i) => ({
  src: `/images/carousel/slide-${i + 1}.svg`,
  alt: `Look ${i + 1}`,
  caption: {
    title: `Collection ${i + 1}`,
    text: `Words of slide ${i + 1}`,
    link: { label: `Shop collection ${i + 1}`, to: `/products?q=look-${i + 1}` },
  },
}));

/** Hidden slides are aria-hidden, so the only slide group found is the visible one. */
function currentSlide(): string {
  return screen.getByRole('group').getAttribute('aria-label') ?? '';
}

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    render(
      <MemoryRouter>
        <Carousel slides={slides} label="Featured collections" />
      </MemoryRouter>,
    );
  }

  it('is an accessible carousel of 8 labelled slides with alt texts', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Featured collections' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toBe('Slide 1 of 8');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(8);
    expect(screen.getByRole('img', { name: 'Look 1' })).toHaveAttribute('width');
  });

  it('advances every 3000 ms and wraps after the last slide', () => {
    setup();
    act(() => vi.advanceTimersByTime(2999));
    expect(currentSlide()).toBe('Slide 1 of 8');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('Slide 2 of 8');
    act(() => vi.advanceTimersByTime(3000 * 7));
    expect(currentSlide()).toBe('Slide 1 of 8');
  });

  it('wraps both ways with the previous and next buttons', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('Slide 8 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Slide 1 of 8');
  });

  it('pauses while hovered and while focus is inside', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Featured collections' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('Slide 1 of 8');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe('Slide 2 of 8');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(document.activeElement).toHaveAccessibleName('Next slide');
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('Slide 2 of 8');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('Slide 3 of 8');
  });

  it("shows the slide's words and button as real text and a link, only for the shown slide", () => {
    setup();
    const slide = screen.getByRole('group');
    expect(slide).toHaveTextContent('Collection 1');
    expect(slide).toHaveTextContent('Words of slide 1');
    expect(screen.getByRole('link', { name: 'Shop collection 1' })).toHaveAttribute(
      'href',
      '/products?q=look-1',
    );
    expect(screen.queryByRole('link', { name: 'Shop collection 2' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(screen.getByRole('link', { name: 'Shop collection 2' })).toBeInTheDocument();
  });

  it('keeps its controls out of the slides, in a bar of its own', () => {
    setup();
    const slide = screen.getByRole('group');
    for (const name of ['Previous slide', 'Next slide', 'Pause slideshow', 'Go to slide 3'])
      expect(slide).not.toContainElement(screen.getByRole('button', { name }));
  });

  it('shows the placeholder when an image fails to load', () => {
    setup();
    const img = screen.getByRole('img', { name: 'Look 1' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/placeholder.svg');
  });
});
