import type { ComponentProps } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children' | 'viewBox'>;

/**
 * An icon drawn from SVG paths. Icons are decorative: the button or link around one carries its name, so the
 * svg itself is hidden from screen readers. `className` sizes it (h-5 w-5 unless given).
 */
function icon(paths: ReadonlyArray<string>, look: { stroke?: number; viewBox?: string } = {}) {
  const drawn: ComponentProps<'svg'> = look.stroke
    ? {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: look.stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }
    : { fill: 'currentColor' };
  return function Icon({ className = 'h-5 w-5', ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox={look.viewBox ?? '0 0 24 24'}
        className={className}
        {...drawn}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

// Controls
export const MenuIcon = icon(['M4 6h16M4 12h16M4 18h16'], { stroke: 2 });
export const CloseIcon = icon(['M6 6l12 12M18 6L6 18'], { stroke: 2 });
export const ChevronLeftIcon = icon(['M15 5l-7 7 7 7'], { stroke: 2.2 });
export const ChevronRightIcon = icon(['M9 5l7 7-7 7'], { stroke: 2.2 });
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4'], { stroke: 2 });
export const FilterIcon = icon(['M4 6h16M7 12h10M10 18h4'], { stroke: 2 });
export const SendIcon = icon([
  'M3.4 20.4l17.5-7.5a1 1 0 0 0 0-1.8L3.4 3.6a.9.9 0 0 0-1.3 1l1.9 6.4 9 1-9 1-1.9 6.4a.9.9 0 0 0 1.3 1z',
]);
export const StarIcon = icon(
  ['M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z'],
  { viewBox: '0 0 20 20' },
);

// Shop
export const CartIcon = icon(
  [
    'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2',
    'M11.3 20a1.3 1.3 0 1 1-2.6 0 1.3 1.3 0 0 1 2.6 0zM18.3 20a1.3 1.3 0 1 1-2.6 0 1.3 1.3 0 0 1 2.6 0z',
  ],
  { stroke: 1.8 },
);

// Admin navigation
export const HomeIcon = icon(['M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z'], { stroke: 1.8 });
export const BoxIcon = icon(['M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10'], { stroke: 1.8 });
export const UsersIcon = icon(['M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'], {
  stroke: 1.8,
});
export const ChartIcon = icon(['M4 20h16M7 16v-5M12 16V7M17 16v-8'], { stroke: 1.8 });
export const ReturnIcon = icon(['M9 14l-5-5 5-5M4 9h11a5 5 0 0 1 0 10h-3'], { stroke: 1.8 });
export const ReceiptIcon = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6'], { stroke: 1.8 });
/** A delivery van. */
export const TruckIcon = icon(
  [
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ],
  { stroke: 1.8 },
);
export const PhoneIcon = icon(['M8 3h8v18H8zM11 18h2'], { stroke: 1.8 });
export const ChatIcon = icon(['M4 5h16v11H8l-4 4zM8 9h8M8 12h5'], { stroke: 1.8 });
export const LogoutIcon = icon(['M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10'], { stroke: 1.8 });
/** Staff: a shield. */
export const ShieldIcon = icon(['M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z'], { stroke: 1.8 });
/** Audit log: a list with ticks. */
export const ListIcon = icon(['M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1'], { stroke: 1.8 });
/** Own account: a key. */
export const KeyIcon = icon(['M14 10a4 4 0 1 0-3.5 4L9 15.5V18H6.5v2.5H4V18l6-6M15 9h.01'], {
  stroke: 1.8,
});

// Brands
export const WhatsAppIcon = icon([
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.1-1.2-.2-.2-.4-.3z',
]);
export const FacebookIcon = icon([
  'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
]);
export const InstagramIcon = icon([
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
]);
export const XBrandIcon = icon([
  'M4 4h4.5l4 5.6L17 4h3l-6.1 7.3L20.5 20H16l-4.4-6L6.6 20H3.5l6.6-7.9z',
]);
