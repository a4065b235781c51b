import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import type { Banner } from '../../api/shop';
import { useBanners } from './queries';
import './BannerSwiper.css';

/** Time each banner stays before the next one slides in. */
const AUTOPLAY_MS = 3000;

/**
 * The banner carousel: in-app links open their route, web links a new tab; nothing when there are no banners. A banner's
 * caption, in the reader's language, is written over its picture (pictures carry no text, so one serves every language).
 * A CSS scroll-snap strip (swiped natively) rather than antd-mobile's Swiper, whose gesture and animation libraries
 * are 20 kB (brotli) of Home's first load; the first picture is what a phone paints largest, so it is fetched first.
 */
export function BannerSwiper({ className = 'home-banner' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banners = useBanners();
  const list = banners.data ?? [];
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const held = useRef(false);

  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => {
      const el = strip.current;
      if (!el || held.current || document.hidden || !el.clientWidth) return;
      // After the last banner the strip goes back to the first, as a looping carousel does.
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % list.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [list.length]);

  if (!list.length) return null;
  const open = (b: Banner) => {
    if (b.link.startsWith('/')) navigate(b.link);
    else if (/^https?:\/\//.test(b.link)) window.open(b.link, '_blank', 'noopener');
  };
  const onScroll = () => {
    const el = strip.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const hold = (on: boolean) => () => { held.current = on; };
  return (
    <div className={className} data-testid="home-banner">
      <div className="banner-strip" ref={strip} onScroll={onScroll} onPointerEnter={hold(true)} onPointerLeave={hold(false)}
        onTouchStart={hold(true)} onTouchEnd={hold(false)}>
        {list.map((b, i) => (
          <div className="banner-slide banner-item" key={b.id} onClick={() => open(b)}>
            <img src={b.image} alt={b.title || t('shop.banner')} className="banner-image" decoding="async"
              loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
            {b.title ? <div className="banner-caption" data-testid="banner-caption" aria-hidden="true">{b.title}</div> : null}
          </div>
        ))}
      </div>
      {list.length > 1 ? (
        <div className="banner-dots" aria-hidden="true">
          {list.map((b, i) => <span key={b.id} className={i === current ? 'active' : undefined} />)}
        </div>
      ) : null}
    </div>
  );
}
