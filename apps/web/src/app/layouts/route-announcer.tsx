import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app (not on the first load), moves focus to the new page's heading and
 * announces the page's title, as a full page load would for a screen reader. The heading may arrive after
 * the page's code or data, so it is looked for until it shows up (a few seconds at most); focus already
 * placed in the new page by then stays where it is.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    // The first page (and a repeated effect for the same page) is announced by the browser itself.
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusedBefore = document.activeElement;
    let tries = 0;
    const timer = setInterval(() => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      tries += 1;
      if (!heading && tries < 50) return;
      clearInterval(timer);
      // A shopper who already clicked into the new page (a field after a redirect to login) keeps their focus.
      const focused = document.activeElement;
      const movedIn =
        focused !== focusedBefore &&
        focused !== document.body &&
        Boolean(focused?.closest('#main'));
      if (heading && !movedIn) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setMessage(document.title || heading?.textContent || '');
    }, 100);
    return () => clearInterval(timer);
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
