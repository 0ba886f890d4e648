import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { type GatewayFlightBooking, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { addOnsOf, ticketNumbers } from '../ticket-state.ts';

/**
 * A booking's travellers as the e-ticket and the booking's details list them: name, type and ticket numbers,
 * with each one's seats and add-ons and each one's standing where the page shows them.
 */
export function PassengerTable({
  booking,
  addOns = false,
  status,
}: {
  booking: GatewayFlightBooking;
  addOns?: boolean;
  /** A traveller's standing ('Confirmed', 'Onward cancelled' …), by their index; no column without it. */
  status?: (index: number) => string;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="ticket-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Ticket number</th>
            {addOns && <th scope="col">Seats and add-ons</th>}
            {status && <th scope="col">Status</th>}
          </tr>
        </thead>
        <tbody>
          {booking.passengers.map((passenger, index) => (
            <tr key={`${passenger.first_name}-${passenger.last_name}-${ticketNumbers(passenger)}`}>
              <td>
                {passenger.title} {passenger.first_name} {passenger.last_name}
              </td>
              <td>{PAX_TYPE_LABELS[PASSENGER_TYPES[passenger.type]]}</td>
              <td>{ticketNumbers(passenger) || '—'}</td>
              {addOns && (
                <td>
                  {addOnsOf(booking, passenger).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  {addOnsOf(booking, passenger).length === 0 && '—'}
                </td>
              )}
              {status && <td>{status(index)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
