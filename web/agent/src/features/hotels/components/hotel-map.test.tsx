import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { Map as LeafletMap } from 'leaflet';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HotelMap, type MapLocality, type MapPin } from './HotelMap.tsx';

// The simulated DOM lays nothing out, and Leaflet sizes the map from its box: give every element one.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const LOCALITIES: MapLocality[] = [
  { name: 'Calangute', lat: 15.5439, lng: 73.7553, radiusKm: 2 },
  { name: 'Panaji', lat: 15.4909, lng: 73.8278 },
  { name: 'Colva', lat: 15.2799, lng: 73.9225, radiusKm: 1.2 },
];

const PINS: MapPin[] = [
  { id: 'h-1', lat: 15.545, lng: 73.757, label: 'Sea Breeze Resort', price: '₹4,500', stars: 4 },
  { id: 'h-2', lat: 15.492, lng: 73.826, label: 'Mandovi Inn', price: '₹2,150', stars: 3, selected: true },
];

function renderMap(onPinSelect = vi.fn()) {
  render(
    <MantineProvider theme={tripsetuTheme}>
      <HotelMap
        label="Map of hotels in Goa"
        center={{ lat: 15.4, lng: 73.85 }}
        localities={LOCALITIES}
        pins={PINS}
        onPinSelect={onPinSelect}
      />
    </MantineProvider>,
  );
  return onPinSelect;
}

describe('HotelMap without a tile source', () => {
  it('draws the localities and the pins in a named region, fetching nothing', async () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    renderMap();

    const region = screen.getByRole('region', { name: 'Map of hotels in Goa' });
    for (const locality of LOCALITIES) {
      expect(await screen.findByText(locality.name)).toBeTruthy();
    }
    expect(region.querySelectorAll('path.hotel-map-locality')).toHaveLength(3);

    const seaBreeze = screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' });
    const mandovi = screen.getByRole('button', { name: 'Mandovi Inn, ₹2,150' });
    expect(seaBreeze.getAttribute('title')).toBe('Sea Breeze Resort, ₹4,500');
    expect(seaBreeze.textContent).toContain('₹4,500');
    expect(seaBreeze.getAttribute('tabindex')).toBe('0');
    expect(region.querySelectorAll('.hotel-map-pin')).toHaveLength(2);
    // The chosen hotel stands out.
    expect(mandovi.classList.contains('is-selected')).toBe(true);
    expect(mandovi.getAttribute('aria-pressed')).toBe('true');
    expect(seaBreeze.getAttribute('aria-pressed')).toBe('false');

    // Nothing to fetch: no tiles, no images, no links to elsewhere.
    expect(region.querySelector('.leaflet-map-pane')).toBeTruthy();
    expect(region.querySelectorAll('.leaflet-tile, .leaflet-layer, img')).toHaveLength(0);
    expect(region.querySelector('.hotel-map-plain')).toBeTruthy();
    expect(region.innerHTML).not.toMatch(/https?:/);
  });

  it('chooses a pin by click and by Enter', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const onPinSelect = renderMap();

    fireEvent.click(screen.getByRole('button', { name: 'Mandovi Inn, ₹2,150' }));
    expect(onPinSelect).toHaveBeenLastCalledWith('h-2');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' }), { key: 'Enter' });
    expect(onPinSelect).toHaveBeenLastCalledWith('h-1');
    expect(onPinSelect).toHaveBeenCalledTimes(2);
  });

  it('centres a single hotel (the details page) in a shorter box', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const [pin] = PINS;
    render(
      <MantineProvider theme={tripsetuTheme}>
        <HotelMap
          label="Location of Sea Breeze Resort"
          center={{ lat: 15.5, lng: 73.8 }}
          localities={LOCALITIES}
          pins={[pin as MapPin]}
          height={280}
        />
      </MantineProvider>,
    );

    const marker = screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' });
    // The box is 800 × 480 here (clientWidth and clientHeight above): the hotel sits at its middle.
    expect(marker.style.left).toBe('400px');
    expect(marker.style.top).toBe('240px');
    expect(
      screen.getByRole('region', { name: 'Location of Sea Breeze Resort' }).querySelector('.hotel-map'),
    ).toHaveProperty('style.height', '280px');
  });
});

describe('HotelMap with a tile source', () => {
  it('draws the configured tiles with their attribution', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', 'https://tiles.example.test/{z}/{x}/{y}.png');
    vi.stubEnv('VITE_MAP_ATTRIBUTION', '© Example maps');
    renderMap();

    const region = screen.getByRole('region', { name: 'Map of hotels in Goa' });
    expect(region.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeTruthy();
    expect(screen.getByText(/© Example maps/)).toBeTruthy();
    expect(region.querySelector('.hotel-map-plain')).toBeNull();
  });
});

describe('HotelMap as its props change', () => {
  function mapElement(pins: readonly MapPin[], onPinSelect: (id: string) => void) {
    return (
      <MantineProvider theme={tripsetuTheme}>
        <HotelMap
          label="Map of hotels in Goa"
          center={{ lat: 15.4, lng: 73.85 }}
          localities={LOCALITIES}
          pins={pins}
          onPinSelect={onPinSelect}
        />
      </MantineProvider>
    );
  }

  it('chooses a pin by Space', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const onPinSelect = renderMap();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' }), { key: ' ' });
    expect(onPinSelect).toHaveBeenCalledExactlyOnceWith('h-1');
  });

  it('redraws the pins on the same map, keeps the focus and calls the latest handler', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const first = vi.fn();
    const { rerender } = render(mapElement(PINS, first));
    const region = screen.getByRole('region', { name: 'Map of hotels in Goa' });
    const mapPane = region.querySelector('.leaflet-map-pane');
    screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' }).focus();

    // Sea Breeze chosen instead of Mandovi, and a third hotel added.
    const second = vi.fn();
    const next: MapPin[] = [
      { ...(PINS[0] as MapPin), selected: true },
      { ...(PINS[1] as MapPin), selected: false },
      { id: 'h-3', lat: 15.28, lng: 73.92, label: 'Colva Sands', price: '₹3,000' },
    ];
    rerender(mapElement(next, second));

    expect(region.querySelector('.leaflet-map-pane')).toBe(mapPane);
    expect(region.querySelectorAll('.hotel-map-pin')).toHaveLength(3);
    expect(region.querySelectorAll('path.hotel-map-locality')).toHaveLength(3);
    const seaBreeze = screen.getByRole('button', { name: 'Sea Breeze Resort, ₹4,500' });
    expect(seaBreeze.getAttribute('aria-pressed')).toBe('true');
    expect(seaBreeze.classList.contains('is-selected')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mandovi Inn, ₹2,150' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(seaBreeze);

    fireEvent.click(screen.getByRole('button', { name: 'Colva Sands, ₹3,000' }));
    expect(second).toHaveBeenCalledExactlyOnceWith('h-3');
    expect(first).not.toHaveBeenCalled();
  });

  it('removes the map when it unmounts', () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const remove = vi.spyOn(LeafletMap.prototype, 'remove');
    const { unmount, container } = render(mapElement(PINS, vi.fn()));
    const box = container.querySelector('.hotel-map');
    expect(box?.querySelector('.leaflet-map-pane')).toBeTruthy();

    unmount();
    expect(remove).toHaveBeenCalledOnce();
    // Its panes, pins and controls are gone from the box.
    expect(box?.childElementCount).toBe(0);
    remove.mockRestore();
  });
});
