import { useMutation } from '@tanstack/react-query';
import type { BusBlockAnswer, BusBlockBody } from '@tripsetu/domain/bus-booking.ts';
import { api } from '../../../lib/api.ts';

/** POST /buses/blocks: keeps the chosen seats with their travellers for a few minutes and prices them. */
export const useBlockSeats = () =>
  useMutation({
    mutationFn: (body: BusBlockBody) => api<BusBlockAnswer>('/buses/blocks', { method: 'POST', json: body }),
  });
