import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import {
  type CircleMarker,
  circleMarker,
  control,
  type Map as LeafletMap,
  map as leafletMap,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type MapPreviewProps = {
  readonly lat: number;
  readonly lon: number;
  /** Pixels on screen. */
  readonly height: number;
};

const ZOOM = 15;
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The block's point on OpenStreetMap tiles (CSP img-src allows https:). A circle marker rather
 * than Leaflet's pin: the pin is a PNG that bundlers lose. Loaded lazily with Leaflet itself, so
 * the menu editor only downloads it when a map block with a point is on screen.
 */
export const MapPreview = ({ lat, lon, height }: MapPreviewProps) => {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<CircleMarker | null>(null);
  const attribution = `&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> ${t('blocks.map.contributors')}`;
  const firstPoint = useRef({
    lat,
    lon,
    attribution,
    zoomIn: t('blocks.map.zoomIn'),
    zoomOut: t('blocks.map.zoomOut'),
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const start = firstPoint.current;
    // Scrolling the menu over the map must scroll the menu, not zoom the map.
    const created = leafletMap(box, { scrollWheelZoom: false, zoomControl: false }).setView(
      [start.lat, start.lon],
      ZOOM,
    );
    control.zoom({ zoomInTitle: start.zoomIn, zoomOutTitle: start.zoomOut }).addTo(created);
    created.attributionControl.setPrefix(false);
    tileLayer(TILES, { maxZoom: 19, attribution: start.attribution }).addTo(created);
    markerRef.current = circleMarker([start.lat, start.lon], {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: '#d32f2f',
      fillOpacity: 1,
    }).addTo(created);
    mapRef.current = created;
    return () => {
      created.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    markerRef.current?.setLatLng([lat, lon]);
    mapRef.current?.setView([lat, lon], mapRef.current.getZoom());
  }, [lat, lon]);

  // Leaflet measures its box once: a new height needs a new measure.
  useEffect(() => {
    if (height > 0) mapRef.current?.invalidateSize();
  }, [height]);

  return (
    <Box
      ref={boxRef}
      role="region"
      aria-label={t('blocks.map.preview', { lat, lon })}
      data-testid="map-preview"
      sx={{
        height,
        width: '100%',
        maxWidth: 640,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        // Leaflet's panes stack up to z-index 1000: keep them under the app's dialogs and menus.
        position: 'relative',
        zIndex: 0,
      }}
    />
  );
};
