import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../app/store';
import { Page } from '../../components/Page';
import { LeafletMap, type Point } from './LeafletMap';
import { formatPoint, pointFrom } from './paths';

/** A link that opens a point in the phone's map app: Apple Maps on Apple devices, the `geo:` scheme elsewhere. */
export function mapAppLink(p: Point, name: string, userAgent = navigator.userAgent): string {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) {
    return `https://maps.apple.com/?${new URLSearchParams({ ll: `${p.lat},${p.lng}`, q: name || `${p.lat},${p.lng}` })}`;
  }
  return `geo:${p.lat},${p.lng}?q=${encodeURIComponent(`${p.lat},${p.lng}${name ? `(${name})` : ''}`)}`;
}

/** /open-location?lat=&lng=&name=: a point on the map with a link to open it in the phone's map app. */
export function OpenLocation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useAppStore((s) => s.config);
  const point = pointFrom(params);
  const name = params.get('name')?.slice(0, 200) ?? '';
  return (
    <Page title={name || t('map.showTitle')} width="reading">
      {point ? (
        <div className="page-body map-actions">
          <LeafletMap point={point} tileUrl={config?.map_tile_url ?? ''} attribution={config?.map_attribution ?? ''} label={name || t('map.showTitle')} />
          {config?.map_tile_url ? null : <p className="muted">{t('map.plain')}</p>}
          <p>{t('map.coordinates')}: <span className="map-coords" data-testid="map-coords">{formatPoint(point)}</span></p>
          <a className="adm-button adm-button-primary adm-button-block adm-button-large" href={mapAppLink(point, name)} data-testid="map-open-app">
            {t('map.openInApp')}
          </a>
        </div>
      ) : <ErrorBlock status="empty" title={t('map.noPoint')} description="" data-testid="map-no-point" />}
    </Page>
  );
}
