import { useRef, useState } from 'react';
import './BannerSwiper.css';

/**
 * A product's pictures, one per width, swiped with native scrolling (the banner strip's CSS) and with dots when there
 * are several. Plain pictures rather than antd-mobile's Swiper and Image: the first picture is what a phone paints
 * largest, and the swiper's gesture and animation libraries held it up (about 30 kB brotli before its first paint).
 * The first picture is fetched at once and first; the others when swiped near.
 */
export function ProductGallery({ images, alt }: { images: Array<{ image: string }>; alt: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const onScroll = () => {
    const el = strip.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className="goods-swiper" data-testid="goods-gallery">
      <div className="banner-strip" ref={strip} onScroll={onScroll}>
        {images.map((img, i) => (
          <div className="banner-slide" key={`${img.image}-${i}`}>
            <img src={img.image} alt={alt} className="goods-image" decoding="async"
              loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <div className="banner-dots goods-dots" aria-hidden="true">
          {images.map((img, i) => <span key={`${img.image}-${i}`} className={i === current ? 'active' : undefined} />)}
        </div>
      ) : null}
    </div>
  );
}
