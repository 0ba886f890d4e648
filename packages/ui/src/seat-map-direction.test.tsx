import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatMap, type SeatMapText } from './SeatMap.tsx';
import type { SeatShape } from './seat-map.ts';

const seat = (seatNo: string, position: SeatShape['position']): SeatShape => ({
  seatNo,
  position,
  extraLegroom: false,
  exitRow: false,
  pricePaise: 0,
  available: true,
});

const map: SeatMapShape = {
  legIndex: 0,
  segmentIndex: 0,
  flight: '6E 2134',
  origin: 'DEL',
  destination: 'BOM',
  aircraftName: 'A320',
  cabin: 'ECONOMY',
  letters: 'AB-CD',
  rows: [{ row: 1, seats: [seat('1A', 'WINDOW'), seat('1B', 'AISLE'), seat('1C', 'AISLE'), seat('1D', 'WINDOW')] }],
};

const text: SeatMapText = {
  hint: 'Arrow keys move between seats',
  front: 'Front',
  exit: 'Exit',
  mapLabel: (shape) => `Seat map of ${shape.flight}`,
  seatLabel: (shape) => shape.seatNo,
};

afterEach(cleanup);

describe('SeatMap on a right-to-left page', () => {
  it('keeps the cabin left to right, seat A on the left as seen from the nose', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(
        <MantineProvider>
          <SeatMap
            map={map}
            text={text}
            viewOf={() => ({ state: 'free', holderName: '', holderNumber: 0 })}
            onPick={() => {}}
          />
        </MantineProvider>,
      );
      const grid = screen.getByRole('group', { name: 'Seat map of 6E 2134' });
      expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
      const seats = screen.getAllByRole('button').map((button) => button.getAttribute('data-seat'));
      expect(seats).toEqual(['1A', '1B', '1C', '1D']);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
