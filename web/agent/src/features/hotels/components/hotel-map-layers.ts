import * as L from 'leaflet';
import type { MapLocality, MapPin } from './HotelMap.tsx';

// What HotelMap draws on its Leaflet map: the localities, the price pins, and the first view over them.

declare global {
  interface ImportMetaEnv {
    /** Tile URL template for the hotel maps, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: no tiles. */
    readonly VITE_MAP_TILE_URL?: string;
    /** Attribution (HTML) the tile source requires, shown with its tiles. */
    readonly VITE_MAP_ATTRIBUTION?: string;
  }
}

/** A locality drawn without a radius of its own. */
const DEFAULT_LOCALITY_KM = 1.5;
/** Zoom around a single hotel (the details page), and with nothing to fit. */
export const ONE_PIN_ZOOM = 15;
export const EMPTY_ZOOM = 12;
/** Room round the content on first draw; more above, where the pins stand over their hotels. */
const FIT_PADDING = { paddingTopLeft: [32, 56] as [number, number], paddingBottomRight: [32, 24] as [number, number] };
/** Height of the pin above its point, so that its tooltip opens above it. */
const PIN_HEIGHT = 34;

const KM_PER_DEGREE_LAT = 111.32;
/** Localities and their names: above the tiles and below the pins (Leaflet's marker pane is 600). */
export const LOCALITY_PANE = 'hotel-map-localities';
const LOCALITY_PANE_Z_INDEX = '450';
const LOCALITY_STYLE = { color: '#08746e', fillColor: '#08746e', fillOpacity: 0.1, weight: 1 };

/** The tile source configured for this build, if any. */
export function tileSource(): { url: string; attribution: string | undefined } | null {
  const url = import.meta.env.VITE_MAP_TILE_URL?.trim();
  return url ? { url, attribution: import.meta.env.VITE_MAP_ATTRIBUTION?.trim() || undefined } : null;
}

export function createLocalityPane(map: L.Map): void {
  map.createPane(LOCALITY_PANE).style.zIndex = LOCALITY_PANE_Z_INDEX;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A span holding plain text (never read as HTML). */
function textSpan(text: string, className?: string): HTMLSpanElement {
  const span = document.createElement('span');
  if (className) span.className = className;
  span.textContent = text;
  return span;
}

/** The pin's accessible name: the hotel and its price. */
function pinName(pin: MapPin): string {
  return pin.price ? `${pin.label}, ${pin.price}` : pin.label;
}

/** Replaces the localities in `group`: each a translucent circle with its name on it. */
export function drawLocalities(group: L.LayerGroup, localities: readonly MapLocality[]): void {
  group.clearLayers();
  for (const locality of localities) {
    L.circle([locality.lat, locality.lng], {
      ...LOCALITY_STYLE,
      radius: (locality.radiusKm ?? DEFAULT_LOCALITY_KM) * 1000,
      interactive: false,
      className: 'hotel-map-locality',
      pane: LOCALITY_PANE,
    })
      .bindTooltip(textSpan(locality.name), {
        permanent: true,
        direction: 'center',
        pane: LOCALITY_PANE,
        className: 'hotel-map-locality-name',
      })
      .addTo(group);
  }
}

function pinTooltip(pin: MapPin): HTMLElement {
  const content = textSpan('');
  content.append(textSpan(pin.label, 'hotel-map-pin-tooltip-name'));
  if (pin.stars) {
    const stars = textSpan(` ${'★'.repeat(Math.round(pin.stars))}`);
    stars.setAttribute('aria-hidden', 'true');
    content.append(stars);
  }
  if (pin.price) content.append(textSpan(` ${pin.price}`, 'hotel-map-pin-tooltip-price'));
  return content;
}

/** The hotel whose pin in `group` has the focus, if one has. */
function focusedPinId(group: L.LayerGroup): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.classList.contains('hotel-map-pin')) return undefined;
  const owned = group.getLayers().some((layer) => layer instanceof L.Marker && layer.getElement() === active);
  return owned ? active.dataset.pinId : undefined;
}

/**
 * Replaces the pins in `group` with a price pin per hotel: a button named by the hotel and its price, chosen
 * by click, Enter or Space. A pin that had the focus keeps it across the redraw (as when it was just chosen).
 */
export function drawPins(group: L.LayerGroup, pins: readonly MapPin[], select: (id: string) => void): void {
  const focusedId = focusedPinId(group);
  group.clearLayers();
  pins.forEach((pin, index) => {
    const name = pinName(pin);
    const marker = L.marker([pin.lat, pin.lng], {
      // The pin is as wide as its text: no size from Leaflet, and the stylesheet lifts it above the hotel.
      icon: L.divIcon({
        className: 'hotel-map-pin',
        iconSize: undefined,
        html:
          `<span aria-hidden="true">${escapeHtml(pin.price ?? String(index + 1))}</span>` +
          `<span class="visually-hidden">${escapeHtml(name)}</span>`,
      }),
      keyboard: true,
      title: name,
      alt: name,
      zIndexOffset: pin.selected ? 1000 : 0,
    })
      .bindTooltip(pinTooltip(pin), { direction: 'top', offset: [0, -PIN_HEIGHT], className: 'hotel-map-pin-tooltip' })
      .on('click', () => select(pin.id))
      .on('keydown', (event: L.LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        select(pin.id);
      })
      .addTo(group);
    const element = marker.getElement();
    if (!element) return;
    element.dataset.pinId = pin.id;
    element.classList.toggle('is-selected', Boolean(pin.selected));
    element.setAttribute('aria-pressed', pin.selected ? 'true' : 'false');
    if (pin.id === focusedId) element.focus({ preventScroll: true });
  });
}

/** Everything to show on first draw: each pin, and each locality's whole circle. */
function contentBounds(localities: readonly MapLocality[], pins: readonly MapPin[]): L.LatLngBounds | null {
  const points: [number, number][] = pins.map((pin) => [pin.lat, pin.lng]);
  for (const locality of localities) {
    const km = locality.radiusKm ?? DEFAULT_LOCALITY_KM;
    const dLat = km / KM_PER_DEGREE_LAT;
    const dLng = km / (KM_PER_DEGREE_LAT * Math.max(Math.cos((locality.lat * Math.PI) / 180), 0.01));
    points.push([locality.lat - dLat, locality.lng - dLng], [locality.lat + dLat, locality.lng + dLng]);
  }
  return points.length > 0 ? L.latLngBounds(points) : null;
}

/**
 * Frames the pins and localities (a single hotel at ONE_PIN_ZOOM), if the map has a size yet (a map drawn
 * while hidden has none). Returns whether it could.
 */
export function fitContent(map: L.Map, localities: readonly MapLocality[], pins: readonly MapPin[]): boolean {
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return false;
  const only = pins.length === 1 ? pins[0] : undefined;
  if (only) {
    map.setView([only.lat, only.lng], ONE_PIN_ZOOM, { animate: false });
    return true;
  }
  const bounds = contentBounds(localities, pins);
  if (bounds) map.fitBounds(bounds, { ...FIT_PADDING, maxZoom: ONE_PIN_ZOOM, animate: false });
  return true;
}
