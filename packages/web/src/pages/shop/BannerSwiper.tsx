import { Image, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Banner } from '../../api/shop';
import { useBanners } from './queries';

/**
 * The banner carousel: in-app links open their route, web links a new tab; nothing when there are no banners. A banner's
 * caption, in the reader's language, is written over its picture (pictures carry no text, so one serves every language).
 */
export function BannerSwiper({ className = 'home-banner' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banners = useBanners();
  const list = banners.data ?? [];
  if (!list.length) return null;

  const open = (b: Banner) => {
    if (b.link.startsWith('/')) navigate(b.link);
    else if (/^https?:\/\//.test(b.link)) window.open(b.link, '_blank', 'noopener');
  };
  return (
    <div className={className} data-testid="home-banner">
      <Swiper autoplay loop={list.length > 1}>
        {list.map((b) => (
          <Swiper.Item key={b.id} onClick={() => open(b)} className="banner-item">
            <Image src={b.image} alt={b.title || t('shop.banner')} fit="cover" className="banner-image" />
            {b.title ? <div className="banner-caption" data-testid="banner-caption" aria-hidden="true">{b.title}</div> : null}
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
