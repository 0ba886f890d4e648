import { act, renderHook } from '@testing-library/react';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { describe, expect, it } from 'vitest';
import { seatsLostOn, useSeatChoice } from './SeatChoice.tsx';
import type { SeatShape } from './seat-map.ts';

const seat = (seatNo: string, change: Partial<SeatShape> = {}): SeatShape => ({
  seatNo,
  position: 'WINDOW',
  extraLegroom: false,
  exitRow: false,
  pricePaise: 35_000,
  available: true,
  ...change,
});

/** An adult carrying an infant, another adult, a child and the infant, seated on one flight. */
function seating(lost: ReadonlySet<string> = new Set()) {
  const seats = ['', '', '', ''];
  const travellers = [
    { paxType: 'ADT' as const, name: 'Arjun' },
    { paxType: 'ADT' as const, name: 'Meera' },
    { paxType: 'CHD' as const, name: 'Kabir' },
    { paxType: 'INF' as const, name: 'Tara' },
  ];
  const hook = renderHook(() =>
    useSeatChoice({
      travellers,
      seatOf: (index) => seats[index] ?? '',
      lost,
      onSeat: (index, seatNo) => {
        seats[index] = seatNo;
      },
      text: { cleared: (name) => `${name}: none`, chosen: (name, chosen) => `${name}: ${chosen.seatNo}` },
    }),
  );
  return { hook, seats };
}

describe('useSeatChoice', () => {
  it('seats the travellers in turn, skipping the infant, and gives a seat back when chosen again', () => {
    const { hook, seats } = seating();
    expect(hook.result.current.seated).toEqual([0, 1, 2]);
    act(() => hook.result.current.onPick(seat('3A')));
    expect(seats[0]).toBe('3A');
    expect(hook.result.current.note).toEqual({ text: 'Arjun: 3A', alert: false });
    expect(hook.result.current.choosingFor).toBe(1);
    act(() => hook.result.current.onPick(seat('3A')));
    expect(hook.result.current.note).toEqual({ text: BOOKING_MSG_DECIDED.seatTwice, alert: true });
    expect(seats[1]).toBe('');
    act(() => hook.result.current.choose(0));
    act(() => hook.result.current.onPick(seat('3A')));
    expect(seats[0]).toBe('');
    expect(hook.result.current.note?.text).toBe('Arjun: none');
  });

  it('refuses an exit row to a child and to the adult with the infant, and a seat lost meanwhile', () => {
    const { hook, seats } = seating(seatsLostOn(['0|0|5C', '1|0|5D'], 0, 0));
    act(() => hook.result.current.onPick(seat('14A', { exitRow: true })));
    expect(hook.result.current.note).toEqual({ text: BOOKING_MSG_DECIDED.seatInfant, alert: true });
    act(() => hook.result.current.choose(2));
    act(() => hook.result.current.onPick(seat('14B', { exitRow: true })));
    expect(hook.result.current.note).toEqual({ text: BOOKING_MSG.seatChild, alert: true });
    act(() => hook.result.current.onPick(seat('5C')));
    expect(hook.result.current.note).toEqual({ text: BOOKING_MSG.seatTaken, alert: true });
    expect(hook.result.current.viewOf(seat('5D')).state).toBe('free');
    expect(seats).toEqual(['', '', '', '']);
  });
});
