import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { StorageImage, useGetBusinessSetupQuery, sitePath } from '@starfamily/shared';
import { TopBar } from './header/TopBar';
import { DesktopMenu } from './header/DesktopMenu';
import { MobileMenu } from './header/MobileMenu';
import { SiteSearch } from './header/SiteSearch';
import { QuoteBasketLink } from './header/QuoteBasketLink';
import { useScrolledPast } from './useScrolledPast';

export const FIXED_HEADER_THRESHOLD_PX = 80;

export function Header() {
  const { data: setup } = useGetBusinessSetupQuery();
  const fixed = useScrolledPast(FIXED_HEADER_THRESHOLD_PX);
  const bar = useRef<HTMLDivElement>(null);
  const barHeight = useHeight(bar, setup !== undefined);
  useScrollPaddingTop(barHeight);
  // The spec: the header renders nothing until company settings have loaded.
  if (!setup) return null;
  return (
    <header className={`sf-header${fixed ? ' sf-header--fixed' : ''}`}>
      <TopBar setup={setup} />
      {/* The bar's place in the page, held while the bar is fixed: nothing below it moves when it sticks. */}
      <div className="sf-header__slot" style={fixed && barHeight ? { minHeight: barHeight } : undefined}>
        <div className="sf-header__bar" ref={bar}>
          <div className="sf-header__main">
            <Link to="/" aria-label="StarFamily home" className="sf-logo">
              {/* .sf-logo is 160 px wide at every width. */}
              <StorageImage path={setup.logo} alt="" width={160} height={48} sizes="160px" eager style={{ objectFit: 'contain' }} />
            </Link>
            <DesktopMenu />
            <SiteSearch />
            <QuoteBasketLink variant="icon" />
            <Link className="sf-button sf-header__cta" to={sitePath('contact')}>
              Contact Us
            </Link>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}

/** The element's current height in px (0 until it is measured in the browser); `present` re-measures once it renders. */
function useHeight(ref: RefObject<HTMLDivElement | null>, present: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setValue(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, present]);
  return value;
}

/**
 * Whatever the browser scrolls into view (a focused control, an anchor, `scrollIntoView`) stops below the bar, which
 * is fixed over the top of the page once it is scrolled; otherwise the bar, sliding in, covers what was just revealed.
 */
function useScrollPaddingTop(height: number) {
  useEffect(() => {
    if (!height) return undefined;
    const { style } = document.documentElement;
    style.scrollPaddingTop = `${height}px`;
    return () => {
      style.scrollPaddingTop = '';
    };
  }, [height]);
}
