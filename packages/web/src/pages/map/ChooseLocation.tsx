import { Button, Input } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../app/store';
import { Page } from '../../components/Page';
import { searchPlaces, type Place } from './geocode';
import { LeafletMap, type Point } from './LeafletMap';
import { formatPoint, pointFrom } from './paths';
import { putPick } from './pick';

/** Where the map opens when the address gives no point: Singapore, where the company is. */
export const DEFAULT_POINT: Point = { lat: 1.2903, lng: 103.8519 };
const ADDRESS_FORM = '/pages/address/changeAddress';


/**
 * /choose-location: the member drags the marker, taps the map or searches a place name (when a place search is set
 * up), then hands the point back to the address form (`?return=` the form's address) as its detailed address.
 */
export function ChooseLocation() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useAppStore((s) => s.config);
  const [point, setPoint] = useState<Point>(() => pointFrom(params) ?? DEFAULT_POINT);
  const [label, setLabel] = useState('');
  const [text, setText] = useState('');
  const returnTo = params.get('return')?.startsWith('/pages/') ? params.get('return')! : ADDRESS_FORM;
  const geocoder = config?.map_geocoder_url ?? '';
  const search = useMutation({ mutationFn: (q: string) => searchPlaces(geocoder, q, i18n.language) });

  const pickPoint = (p: Point) => { setPoint(p); setLabel(''); };
  const choosePlace = (p: Place) => { setPoint({ lat: p.lat, lng: p.lng }); setLabel(p.label); search.reset(); };
  const use = () => {
    putPick({ ...point, label: label || formatPoint(point) });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(returnTo, { replace: true });
  };

  return (
    <Page title={t('map.chooseTitle')} fallback={returnTo} width="reading">
      <div className="page-body map-actions">
        {geocoder ? (
          <form className="map-search" role="search" onSubmit={(e) => { e.preventDefault(); if (text.trim()) search.mutate(text.trim()); }}>
            <Input value={text} onChange={setText} placeholder={t('map.search')} aria-label={t('map.search')} maxLength={200} data-testid="map-search" clearable />
            <Button size="small" color="primary" type="submit" loading={search.isPending} data-testid="map-search-button">{t('map.searchButton')}</Button>
          </form>
        ) : null}
        {search.isError ? <p className="field-error" role="alert" data-testid="map-search-failed">{t('map.searchFailed')}</p> : null}
        {search.data ? (
          search.data.length ? (
            <ul className="map-results card" data-testid="map-results">
              {search.data.map((p, i) => (
                <li key={`${p.lat},${p.lng},${i}`}><button type="button" onClick={() => choosePlace(p)} data-testid={`map-result-${i}`}>{p.label}</button></li>
              ))}
            </ul>
          ) : <p className="muted" data-testid="map-no-results">{t('map.noResults')}</p>
        ) : null}
        <LeafletMap point={point} tileUrl={config?.map_tile_url ?? ''} attribution={config?.map_attribution ?? ''} onPick={pickPoint} label={t('map.chooseTitle')} />
        <p className="muted">{config?.map_tile_url ? t('map.hint') : t('map.plain')}</p>
        {label ? <p data-testid="map-place">{label}</p> : null}
        <p>{t('map.coordinates')}: <span className="map-coords" data-testid="map-coords">{formatPoint(point)}</span></p>
        <Button block color="primary" size="large" onClick={use} data-testid="map-use">{t('map.use')}</Button>
      </div>
    </Page>
  );
}
