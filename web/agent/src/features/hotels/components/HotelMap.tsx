import 'leaflet/dist/leaflet.css';
import './hotel-map.css';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  createLocalityPane,
  drawLocalities,
  drawPins,
  EMPTY_ZOOM,
  fitContent,
  ONE_PIN_ZOOM,
  tileSource,
} from './hotel-map-layers.ts';

// Leaflet stays inside this module (and hotel-map-layers.ts): the pages load it with lazyPage, so the map's
// code and styles are fetched only when a map is shown. Leaflet is driven directly, without a React binding.

export interface MapLocality {
  name: string;
  lat: number;
  lng: number;
  /** km */
  radiusKm?: number;
}

export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  label: string;
  /** e.g. '₹4,500' */
  price?: string;
  stars?: number;
  selected?: boolean;
}

export interface HotelMapProps {
  /** Accessible name of the map region, e.g. 'Map of hotels in Goa'. */
  label: string;
  center: { lat: number; lng: number };
  localities: readonly MapLocality[];
  pins: readonly MapPin[];
  /** Called when a pin is chosen (click or Enter on its marker). */
  onPinSelect?: (id: string) => void;
  /** CSS height, default 480px (the details page uses ~280px). */
  height?: number | string;
}

interface MapLayers {
  localities: L.LayerGroup;
  pins: L.LayerGroup;
}

/**
 * The hotels of a search on a map (results page, map view) or one hotel among its city's localities
 * (details page). Tiles come from VITE_MAP_TILE_URL when it is set; without it (no internet, as in CI)
 * nothing is fetched: the localities are translucent circles with their names on a plain land-coloured
 * ground with a light grid, and the hotels are price pins over them. Pins are buttons: click or Enter
 * chooses one.
 *
 * The map is made once, when the component mounts (its centre and tiles are those of that moment), and
 * removed when it unmounts; when the pins or localities change, only their layers are drawn again.
 */
export function HotelMap({ label, center, localities, pins, onPinSelect, height = 480 }: HotelMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const layers = useRef<MapLayers | null>(null);
  // What the map's own handlers read: the latest props, without remaking the map.
  const latest = useRef({ center, localities, pins, onPinSelect });
  latest.current = { center, localities, pins, onPinSelect };
  // Parents build these arrays afresh on every render: redraw only when what they hold changes.
  const localitiesKey = JSON.stringify(localities);
  const pinsKey = JSON.stringify(pins);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const { center: start, pins: hotels } = latest.current;
    const tiles = tileSource();
    const map = L.map(container, {
      center: [start.lat, start.lng],
      zoom: hotels.length === 1 ? ONE_PIN_ZOOM : EMPTY_ZOOM,
      // Half steps fit a city's hotels more closely than whole zoom levels; the wheel scrolls the page.
      zoomSnap: 0.5,
      scrollWheelZoom: false,
      attributionControl: Boolean(tiles),
    });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map);
    createLocalityPane(map);
    layers.current = { localities: L.layerGroup().addTo(map), pins: L.layerGroup().addTo(map) };

    // Fit the view to the content once, when the map first has a size; after that the agent's panning and
    // zooming stay. Leaflet's size follows the box's.
    let fitted = false;
    const fit = () => {
      if (!fitted) fitted = fitContent(map, latest.current.localities, latest.current.pins);
    };
    fit();
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ animate: false });
      fit();
    });
    observer.observe(container);

    return () => {
      observer.disconnect();
      layers.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    if (layers.current) drawLocalities(layers.current.localities, JSON.parse(localitiesKey) as MapLocality[]);
  }, [localitiesKey]);

  useEffect(() => {
    if (!layers.current) return;
    drawPins(layers.current.pins, JSON.parse(pinsKey) as MapPin[], (id) => latest.current.onPinSelect?.(id));
  }, [pinsKey]);

  return (
    <section aria-label={label} className="hotel-map-region">
      <div ref={box} className={tileSource() ? 'hotel-map' : 'hotel-map hotel-map-plain'} style={{ height }} />
    </section>
  );
}
