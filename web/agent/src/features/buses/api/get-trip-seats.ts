import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { BUSES_KEY } from './get-bus-cities.ts';

/** One seat of a bus as GET /buses/trips/:tripId/seats sends it (server: buses.routes.ts). */
export interface BusSeat {
  seatNo: string;
  deck: 'LOWER' | 'UPPER';
  kind: 'SEAT' | 'SLEEPER';
  row: number;
  column: number;
  length: number;
  ladies: boolean;
  window: boolean;
  farePaise: number;
  available: boolean;
}

export interface BusTripSeats {
  tripId: string;
  columns: number;
  rows: { LOWER: number; UPPER: number };
  seats: BusSeat[];
}

/** GET /buses/trips/:tripId/seats: the bus's seats, each with its fare and whether it can be booked. */
export const useTripSeats = (tripId: string) =>
  useQuery({
    queryKey: [...BUSES_KEY, 'seats', tripId],
    queryFn: ({ signal }) => api<BusTripSeats>(`/buses/trips/${encodeURIComponent(tripId)}/seats`, { signal }),
    retry: false,
  });
